/// A city and its weather today.
struct City {
  static let paris = City(name: "Paris", celsius: 21, sky: "sunny")
  static let all = [paris, City(name: "Oslo", celsius: 4, sky: "snow")]

  let name: String
  let celsius: Int
  let sky: String

  /// The temperature as shown: `21 °C` (units 0) or `70 °F` (units 1).
  func temperature(inUnits units: Int) -> String {
    units == 1 ? "\(Int((Double(celsius) * 9 / 5 + 32).rounded())) °F" : "\(celsius) °C"
  }

  /// The city named `name`, if the app knows it.
  static func named(_ name: String) -> City? { all.first { $0.name == name } }
}
