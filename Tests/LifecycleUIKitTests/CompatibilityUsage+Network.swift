import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// `URLSession` and its tasks, requests and responses (behaviour: ``URLSessionTests``).
  static let network: [String: Use] = [
    "URLSession.shared": { #expect(URLSession.shared === URLSession.shared) },
    "URLSession.init(configuration:)": { _ = URLSession(configuration: .ephemeral) },
    "URLSession.configuration": {
      let configuration = URLSessionConfiguration.default
      configuration.timeoutIntervalForRequest = 5
      #expect(URLSession(configuration: configuration).configuration.timeoutIntervalForRequest == 5)
    },
    "URLSession.dataTask(with:completionHandler:)": {
      let task = URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in }
      #expect(task.state == .suspended)
    },
    "URLSession.downloadTask(with:completionHandler:)": {
      let request = URLRequest(url: URL(string: "https://example.com")!)
      _ = URLSession.shared.downloadTask(with: request) { _, _, _ in }
    },
    "URLSessionConfiguration.default": {
      #expect(URLSessionConfiguration.default.timeoutIntervalForRequest == 60)
    },
    "URLSessionConfiguration.ephemeral": {
      #expect(URLSessionConfiguration.ephemeral.timeoutIntervalForRequest == 60)
    },
    "URLSessionConfiguration.timeoutIntervalForRequest": {
      roundTrip(URLSessionConfiguration.default, \.timeoutIntervalForRequest, 12)
    },
    "URLSessionTask.resume()": { _ = URLSessionTask.resume },
    "URLSessionTask.cancel()": { _ = URLSessionTask.cancel },
    "URLSessionTask.state": { _ = \URLSessionTask.state },
    "URLSessionTask.taskIdentifier": {
      let session = URLSession(configuration: .default)
      let url = URL(string: "https://example.com")!
      let first = session.dataTask(with: url) { _, _, _ in }
      let second = session.dataTask(with: url) { _, _, _ in }
      #expect(first.taskIdentifier == 1 && second.taskIdentifier == 2)
    },
    "URLSessionTask.originalRequest": {
      let task = URLSession.shared.dataTask(with: URL(string: "https://example.com/a")!) { _, _, _ in }
      #expect(task.originalRequest?.url?.absoluteString == "https://example.com/a")
    },
    "URLSessionTask.response": { _ = \URLSessionTask.response },
    "URLSessionTask.error": { _ = \URLSessionTask.error },
    "URLRequest.init(url:timeoutInterval:)": {
      #expect(URLRequest(url: URL(string: "https://example.com")!, timeoutInterval: 7).timeoutInterval == 7)
    },
    "URLRequest.httpMethod": {
      var request = URLRequest(url: URL(string: "https://example.com")!)
      #expect(request.httpMethod == "GET")
      request.httpMethod = "POST"
      #expect(request.httpMethod == "POST")
    },
    "URLRequest.timeoutInterval": {
      #expect(URLRequest(url: URL(string: "https://example.com")!).timeoutInterval == 60)
    },
    "URLRequest.setValue(_:forHTTPHeaderField:)": {
      var request = URLRequest(url: URL(string: "https://example.com")!)
      request.setValue("application/json", forHTTPHeaderField: "Accept")
      #expect(request.value(forHTTPHeaderField: "accept") == "application/json")
    },
    "URLRequest.httpBody": {
      var request = URLRequest(url: URL(string: "https://example.com")!)
      request.httpBody = Data([1, 2])
      #expect(request.httpBody == Data([1, 2]))
    },
    "HTTPURLResponse.statusCode": {
      let response = HTTPURLResponse(
        url: URL(string: "https://example.com")!, statusCode: 404, httpVersion: nil, headerFields: nil)
      #expect(response?.statusCode == 404)
    },
    "HTTPURLResponse.allHeaderFields": {
      let response = HTTPURLResponse(
        url: URL(string: "https://example.com")!, statusCode: 200, httpVersion: nil,
        headerFields: ["Content-Length": "3"])
      #expect(response?.value(forHTTPHeaderField: "content-length") == "3")
      #expect(response?.expectedContentLength == 3)
    },
  ]
}
