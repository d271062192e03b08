@testable import ContextStyle
import PushContract
import PushSimulator
