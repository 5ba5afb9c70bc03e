import LifecycleSimulator

/// What the user saw: the screen's elements, the path and the declared probes.
extension AppSight: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(shown.elements)
    writer.write(path)
    writer.write(probes)
  }

  init(from reader: inout WireReader) throws(WireError) {
    self.init(
      shown: ScreenSnapshot(try reader.read([ScreenElement].self)), path: try reader.read(String?.self),
      probes: try reader.read([ProbeValue].self))
  }
}

/// A screen's elements (``ScreenElement``) in the wire format (``WireFormat``): what an oracle
/// remembers of the screen crosses to a worker and back with it. The same bytes make the
/// element's part of a fingerprint (``StableHash/add(elements:)``): they say everything the
/// element holds, each part in its place.
extension ScreenElement: WireCodable {
  func write(to writer: inout WireWriter) {
    kind.write(to: &writer)
    writer.write(depth)
    writer.write(identifier)
    writer.write(title)
    writer.write(value)
    writer.write(offset)
    writer.write(rowCount)
    writer.write(selection)
    writer.write(selectedItems)
    writer.write(isEditing)
    writer.write(isEnabled)
  }

  init(from reader: inout WireReader) throws(WireError) {
    self.init(
      try Kind(from: &reader), depth: try reader.read(Int.self), identifier: try reader.read(String?.self),
      title: try reader.read(String?.self), value: try reader.read(String?.self),
      offset: try reader.read(ScreenPoint?.self), rowCount: try reader.read(Int?.self),
      selection: try reader.read(ScreenIndexPath?.self),
      selectedItems: try reader.read([ScreenIndexPath].self),
      isEditing: try reader.read(Bool.self),
      isEnabled: try reader.read(Bool.self))
  }
}

/// A kind as its number (the order of the cases), then the parts only it holds.
extension ScreenElement.Kind: WireCodable {
  func write(to writer: inout WireWriter) {
    switch self {
    case .window(let isKey):
      writer.write(0)
      writer.write(isKey)
    case .controller(let className):
      writer.write(1)
      writer.write(className)
    case .navigationController(let stack):
      writer.write(2)
      writer.write(stack)
    case .tabBarController(let tabs, let selected, let isBarHidden):
      writer.write(3)
      writer.write(tabs)
      writer.write(selected)
      writer.write(isBarHidden)
    case .alert(let message, let buttons):
      writer.write(4)
      writer.write(message)
      writer.write(buttons)
    case .label: writer.write(5)
    case .textField: writer.write(6)
    case .textView: writer.write(7)
    case .table: writer.write(8)
    case .row(let indexPath, let accessory, let isSelected):
      writer.write(9)
      indexPath.write(to: &writer)
      writer.write(accessory)
      writer.write(isSelected)
    case .scrollView: writer.write(10)
    case .button: writer.write(11)
    case .slider(let minimum, let maximum):
      writer.write(12)
      writer.write(minimum)
      writer.write(maximum)
    case .switch: writer.write(13)
    case .segments(let titles):
      writer.write(14)
      writer.write(titles)
    case .image(let name):
      writer.write(15)
      writer.write(name)
    case .cell(let detail):
      writer.write(16)
      writer.write(detail)
    case .keyboard: writer.write(17)
    case .container: writer.write(18)
    case .plainText: writer.write(19)
    case .collection(let scrollsHorizontally):
      writer.write(20)
      writer.write(scrollsHorizontally)
    case .item(let indexPath, let isSelected):
      writer.write(21)
      indexPath.write(to: &writer)
      writer.write(isSelected)
    case .supplementary(let kind, let indexPath):
      writer.write(22)
      writer.write(kind)
      indexPath.write(to: &writer)
    case .refreshControl(let isRefreshing):
      writer.write(23)
      writer.write(isRefreshing)
    case .stepper(let minimum, let maximum):
      writer.write(24)
      writer.write(minimum)
      writer.write(maximum)
    case .datePicker(let mode):
      writer.write(26)
      writer.write(mode)
    case .picker(let components):
      writer.write(25)
      writer.write(components.count)
      for titles in components { writer.write(titles) }
    }
  }

  init(from reader: inout WireReader) throws(WireError) {
    switch try reader.read(Int.self) {
    case 0: self = .window(isKey: try reader.read(Bool.self))
    case 1: self = .controller(className: try reader.read(String.self))
    case 2: self = .navigationController(stack: try reader.read([String].self))
    case 3:
      self = .tabBarController(
        tabs: try reader.read([String].self), selected: try reader.read(Int?.self),
        isBarHidden: try reader.read(Bool.self))
    case 4: self = .alert(message: try reader.read(String?.self), buttons: try reader.read([String].self))
    case 5: self = .label
    case 6: self = .textField
    case 7: self = .textView
    case 8: self = .table
    case 9:
      self = .row(
        try ScreenIndexPath(from: &reader), accessory: try reader.read(String?.self),
        isSelected: try reader.read(Bool.self))
    case 10: self = .scrollView
    case 11: self = .button
    case 12: self = .slider(minimum: try reader.read(Float.self), maximum: try reader.read(Float.self))
    case 13: self = .switch
    case 14: self = .segments(titles: try reader.read([String].self))
    case 15: self = .image(name: try reader.read(String?.self))
    case 16: self = .cell(detail: try reader.read(String?.self))
    case 17: self = .keyboard
    case 18: self = .container
    case 19: self = .plainText
    case 20: self = .collection(scrollsHorizontally: try reader.read(Bool.self))
    case 21: self = .item(try ScreenIndexPath(from: &reader), isSelected: try reader.read(Bool.self))
    case 22: self = .supplementary(kind: try reader.read(String.self), try ScreenIndexPath(from: &reader))
    case 23: self = .refreshControl(isRefreshing: try reader.read(Bool.self))
    case 24: self = .stepper(minimum: try reader.read(Double.self), maximum: try reader.read(Double.self))
    case 26: self = .datePicker(mode: try reader.read(String.self))
    case 25:
      let count = try reader.read(Int.self)
      guard count >= 0, count <= 1_000 else {
        throw WireError("\(count) picker components, at byte \(reader.offset)")
      }
      var components: [[String]] = []
      for _ in 0..<count { components.append(try reader.read([String].self)) }
      self = .picker(components: components)
    case let other: throw WireError("\(other) is no kind of screen element, at byte \(reader.offset)")
    }
  }
}

extension ScreenPoint: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(x)
    writer.write(y)
  }

  init(from reader: inout WireReader) throws(WireError) {
    self.init(x: try reader.read(Double.self), y: try reader.read(Double.self))
  }
}

extension ScreenIndexPath: WireCodable {
  func write(to writer: inout WireWriter) {
    writer.write(section)
    writer.write(row)
  }

  init(from reader: inout WireReader) throws(WireError) {
    self.init(section: try reader.read(Int.self), row: try reader.read(Int.self))
  }
}

extension StableHash {
  /// Adds how many `elements` there are, then each one's every part (its wire form): two
  /// screens that differ in anything, shown or not, hash apart.
  mutating func add(elements: [ScreenElement]) {
    var writer = WireWriter()
    writer.write(elements)
    for byte in writer.bytes { mixByte(byte) }
    mixByte(0xff)
  }
}
