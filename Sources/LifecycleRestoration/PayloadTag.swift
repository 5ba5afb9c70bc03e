/// The one-byte tag before each value in an archive's payload; see ``RestorationArchive``.
enum PayloadTag: UInt8 {
  case string = 0x01
  case int = 0x02
  case double = 0x03
  case bool = 0x04
  case data = 0x05
  case container = 0x06
  case strings = 0x07

  /// The tag of a value's kind.
  init(of value: RestorationValue) {
    switch value {
    case .string: self = .string
    case .int: self = .int
    case .double: self = .double
    case .bool: self = .bool
    case .data: self = .data
    case .container: self = .container
    case .strings: self = .strings
    }
  }
}
