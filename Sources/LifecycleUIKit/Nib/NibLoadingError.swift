/// Why an interface file could not be loaded: names the file, the place in it (a key
/// path such as `objects[0].subviews[1].class`) and what was expected.
public struct NibLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sorts of failure.
  public enum Kind: String, Hashable, Sendable {
    /// No interface file of that name in the app's interface bundle.
    case fileNotFound
    /// The file is not valid JSON of the interface format.
    case malformed
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
  /// The interface file (`Notes`, or `<data>` for a file given as data).
  public var file: String
  /// Where in the file, as a key path; empty for the whole file.
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
