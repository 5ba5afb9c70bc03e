import LifecycleCore
import LifecycleSimulator
import Testing

@testable import LifecycleUIKit

/// A booking screen written as iOS code is: a date picker for the day, no earlier than
/// 2024-03-01 and no later than 2024-03-31, wired by target–action.
@MainActor
final class BookingController: UIViewController {
  let picker = UIDatePicker()
  var chosen: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    picker.accessibilityIdentifier = "day"
    picker.datePickerMode = .date
    picker.minimumDate = UIDatePicker.date(from: "2024-03-01")
    picker.maximumDate = UIDatePicker.date(from: "2024-03-31")
    picker.addTarget(self, action: "dayChanged:", for: .valueChanged)
    view.addSubview(picker)
  }

  @IBAction func dayChanged(_ sender: UIDatePicker) { chosen.append(UIDatePicker.text(sender.date)) }
}

@MainActor
final class BookingAppDelegate: UIResponder, UIApplicationDelegate, SelectorRegistering, ScenarioScriptable {
  var window: UIWindow?
  let booking = BookingController()

  static func registerSelectors() {
    SelectorDispatch.register("dayChanged:", for: BookingController.self) {
      $0.dayChanged($1 as! UIDatePicker)
    }
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = booking
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  static let scenarioScript = ScenarioScript(
    for: BookingAppDelegate.self,
    actions: ["compact": { app, _ in app.booking.picker.preferredDatePickerStyle = .compact }])
}

@MainActor
@Suite("UIDatePicker: the user's date, within the range (Apple, “UIDatePicker”)")
struct DatePickerTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("booking") { BookingAppDelegate() }

  func booking(_ generation: OSGeneration = .ios7) throws -> (Device, BookingController) {
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Booking", appID: "booking"))
    try device.launch("Booking")
    let app = try #require(delegate(of: "Booking", in: device, as: BookingAppDelegate.self))
    return (device, app.booking)
  }

  func choose(_ value: String, on device: Device) throws -> String? {
    try device.drive(.set(.named("day"), value: value), in: "Booking")
  }

  @Test("the user's date is set, clamped to the range, and sends .valueChanged; the snapshot shows it")
  func choose() throws {
    let (device, booking) = try booking()
    // A new picker shows the device's now (virtual time, 1970), clamped to the range.
    #expect(UIDatePicker.text(booking.picker.date) == "2024-03-01T00:00:00Z")
    _ = try choose("2024-03-15T09:30:00Z", on: device)
    _ = try choose("2024-05-01", on: device)
    _ = try choose("2024-03-31", on: device)
    #expect(booking.chosen == ["2024-03-15T09:30:00Z", "2024-03-31T00:00:00Z"])
    let text = uikitApp("Booking", in: device)?.snapshotText ?? ""
    #expect(text.contains("date-picker 2024-03-31T00:00:00Z mode=date"), "\(text)")
    #expect(throws: DeviceError.self) { try choose("next Tuesday", on: device) }
    #expect(throws: DeviceError.self) { try choose("2024-02-30", on: device) }
  }

  @Test("preferredDatePickerStyle is iOS 13.4: on iOS 7 setting it crashes the app")
  func style() throws {
    let (old, _) = try booking(.ios7)
    _ = try? old.perform("compact", arguments: [], in: "Booking")
    #expect(old.reports.first?.description.contains("setPreferredDatePickerStyle:") == true)
    let (new, booking) = try booking(.ios13)
    _ = try new.perform("compact", arguments: [], in: "Booking")
    #expect(booking.picker.preferredDatePickerStyle == .compact && new.reports.isEmpty)
  }

  @Test("an interface file's datePicker element keeps its mode")
  func fromInterfaceFile() throws {
    let xib = XibSnippets.document(
      #"<view id="v"><subviews><datePicker id="d" datePickerMode="time" minuteInterval="5"/></subviews></view>"#
    )
    let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateOrThrow(withOwner: nil)
    let view = try #require(objects.first as? UIView)
    #expect((view.subviews.first as? UIDatePicker)?.datePickerMode == .time)
  }
}
