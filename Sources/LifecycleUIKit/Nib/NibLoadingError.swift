/// Why an interface file could not be loaded: names the file, the place in it (a key
/// path such as `objects[0].subviews[1].class`) and what was expected.
public struct NibLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sorts of failure.
  public enum Kind: String, Hashable, Sendable {
    /// No interface file of that name in the app's interface bundle (or two: `NAME.xib`
    /// and `NAME.nib.json` side by side).
    case fileNotFound
    /// The file is not valid JSON of the interface format, or not well-formed XML (a
    /// truncated `.xib`), or a `.xib` misses an attribute it needs.
    case malformed
    /// A `.xib` has an element that is neither understood nor read and ignored.
    case unknownElement
    /// A `.xib` of a format that is not read: the pre-Xcode 5 archive, a storyboard, a
    /// macOS document, a runtime attribute of a type not read.
    case unsupportedFormat
    /// An object does not accept a `.xib`'s user-defined runtime attribute: its
    /// `setValue(_:forKey:)` does not take the key.
    case unknownAttribute
    /// A `.xib` action cannot be connected: its source is not a control or bar button item,
    /// or its `eventType` is not one UIControl has.
    case unknownAction
    /// The file names a class that is not registered.
    case unknownClass
    /// An object's class does not read a property the file sets.
    case unknownProperty
    /// A connection names an outlet the source object does not accept.
    case unknownOutlet
    /// A connection names an id no object or placeholder has.
    case unknownObject
    /// An External Object placeholder has no object in the options.
    case missingExternalObject
    /// The file uses File's Owner but no owner was given.
    case missingOwner
    /// A placeholder's object is not of the class the file declares.
    case placeholderClassMismatch
    /// A class's `init?(coder:)` returned nil.
    case initializerFailed
  }

  /// What went wrong.
  public var kind: Kind
  /// The interface file (`Notes`, `Notes.xib`, or `<data>` for a file given as data).
  public var file: String
  /// Where in the file: a key path in JSON, a line, element and object id in a `.xib`
  /// (`line 37: slider 'K1B-Mc-DDl'`); empty for the whole file.
  public var keyPath: String
  /// What was expected and found.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, file: String, keyPath: String, _ message: String) {
    self.kind = kind
    self.file = file
    self.keyPath = keyPath
    self.message = message
  }

  /// `Notes: objects[0].class: unknown class 'UILable'; registered classes: …`.
  public var description: String {
    keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)"
  }
}
