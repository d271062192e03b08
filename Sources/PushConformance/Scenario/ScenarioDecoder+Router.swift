extension ScenarioDecoder {
    /// `"router": { "peers": ["never-completes"] }`.
    func decodeRouter(_ cursor: JSONCursor) throws(ScenarioError) -> RouterHosting {
        let members = try cursor.members(allowed: ["peers"])
        var peers: [ConformancePeer.Behaviour] = []
        for element in try members["peers"]?.array() ?? [] {
            let peer = try element.enumeration(ConformancePeer.Behaviour.self)
            guard !peers.contains(peer) else { throw element.error("peer \"\(peer.rawValue)\" is listed twice") }
            peers.append(peer)
        }
        return RouterHosting(peers: peers)
    }
}
