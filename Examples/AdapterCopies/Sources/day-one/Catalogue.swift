import ActitoCopy
import AltcraftCopy
import PlantedBugs
import PushContract

/// An adapter copy the catalogue plants bugs in: its vendor id and its correct vendor.
struct AdapterCopy: Sendable {
    /// The copy's vendor id (`altcraft-copy`).
    let id: String
    /// The copy without any planted bug.
    let correct: @Sendable () -> any PushVendor
}

/// One catalogue entry: a planted bug of one copy, and the vendor with only that bug on.
struct CatalogueEntry: Sendable {
    /// The copy's vendor id.
    let copy: String
    /// The catalogue's description of the bug.
    let bug: PlantedBug
    /// The copy with this bug switched on, and no other.
    let vendor: @Sendable () -> any PushVendor

    /// `copy/bug`, the id `--bug` takes.
    var id: String { "\(copy)/\(bug.id)" }
}

/// Every copy and every planted bug. A new copy adds one line to ``copies`` and one to
/// ``entries``; a new bug in an existing copy needs nothing here (its enum lists it).
enum Catalogue {
    /// The copies, in the order they are checked.
    static let copies: [AdapterCopy] = [
        AdapterCopy(id: AltcraftCopyVendor().descriptor.id, correct: { AltcraftCopyVendor() }),
        AdapterCopy(id: ActitoCopyVendor().descriptor.id, correct: { ActitoCopyVendor() }),
    ]

    /// Every planted bug, copy by copy, in enum order.
    static let entries: [CatalogueEntry] =
        AltcraftCopyBug.allCases.map { bug in
            CatalogueEntry(copy: copies[0].id, bug: bug.planted, vendor: { AltcraftCopyVendor(bugs: [bug]) })
        }
        + ActitoCopyBug.allCases.map { bug in
            CatalogueEntry(copy: copies[1].id, bug: bug.planted, vendor: { ActitoCopyVendor(bugs: [bug]) })
        }
}
