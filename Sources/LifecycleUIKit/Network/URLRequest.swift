public import Foundation

/// `URLRequest` as app code uses it with LifecycleUIKit's ``URLSession``: the URL, the method,
/// headers, a body and the timeout. (On Linux Foundation keeps its own in FoundationNetworking,
/// which an app file must not import next to LifecycleUIKit: both would declare the name.)
public struct URLRequest: Hashable, Sendable {
  /// The URL requested.
  public var url: URL?
  /// The HTTP method; `GET` unless set.
  public var httpMethod: String? = "GET"
  /// The header fields set so far.
  public var allHTTPHeaderFields: [String: String]?
  /// The body sent with the request (the simulated network does not read it).
  public var httpBody: Data?
  /// How long the request waits for an answer before it fails with `NSURLErrorTimedOut`:
  /// 60 seconds unless set (“URLRequest”, timeoutInterval), in the device's virtual time.
  public var timeoutInterval: TimeInterval

  /// A request for `url`, with a timeout of `timeoutInterval` seconds.
  public init(url: URL, timeoutInterval: TimeInterval = 60) {
    self.url = url
    self.timeoutInterval = timeoutInterval
  }

  /// Sets a header field, replacing its value.
  public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
    var fields = allHTTPHeaderFields ?? [:]
    fields[field] = value
    allHTTPHeaderFields = fields
  }

  /// Adds a value to a header field, after a comma when it has one already.
  public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
    let old = self.value(forHTTPHeaderField: field)
    setValue(old.map { "\($0),\(value)" } ?? value, forHTTPHeaderField: field)
  }

  /// A header field's value, its name compared without case.
  public func value(forHTTPHeaderField field: String) -> String? {
    allHTTPHeaderFields?.first { $0.key.lowercased() == field.lowercased() }?.value
  }
}

/// `URLResponse`: what a completed request received, its URL and the body's length.
open class URLResponse: @unchecked Sendable {
  /// The URL the response is for.
  public let url: URL?
  /// The body's MIME type, if known.
  public let mimeType: String?
  /// The body's length in bytes, or -1 when unknown.
  public let expectedContentLength: Int64
  /// The body's text encoding name, if known.
  public let textEncodingName: String?

  /// Creates a response.
  public init(url: URL, mimeType: String?, expectedContentLength: Int, textEncodingName: String?) {
    self.url = url
    self.mimeType = mimeType
    self.expectedContentLength = Int64(expectedContentLength)
    self.textEncodingName = textEncodingName
  }

  /// The file name the response suggests: the URL's last path component.
  public var suggestedFilename: String? {
    guard let last = url?.lastPathComponent, !last.isEmpty, last != "/" else { return "Unknown" }
    return last
  }
}

/// `HTTPURLResponse`: a response with its status code and header fields.
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
  /// The HTTP status code (`200`, `404`): the scenario's `respond … status=N`.
  public let statusCode: Int
  /// The header fields: `Content-Length` of the body, as the simulated server sends it.
  public let allHeaderFields: [AnyHashable: Any]

  /// Creates a response, as Foundation's initializer does.
  public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {
    self.statusCode = statusCode
    self.allHeaderFields = headerFields ?? [:]
    let length = headerFields?["Content-Length"].flatMap { Int($0) } ?? -1
    super.init(
      url: url, mimeType: headerFields?["Content-Type"], expectedContentLength: length, textEncodingName: nil)
  }

  /// A header field's value, its name compared without case.
  public func value(forHTTPHeaderField field: String) -> String? {
    for (key, value) in allHeaderFields {
      if let key = key.base as? String, key.lowercased() == field.lowercased() { return value as? String }
    }
    return nil
  }
}
