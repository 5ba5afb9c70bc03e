/// Where each module an iOS project imports comes from in the generated package.
///
/// | module | becomes |
/// | --- | --- |
/// | `UIKit`, `CoreGraphics`, `QuartzCore` and the other frameworks LifecycleKit shadows | `import LifecycleUIKit` |
/// | `Foundation` | `import LifecycleUIKit`, which re-exports Foundation and shadows what must be the simulated app's own (defaults, bundle, notification centre, clock) rather than the host's |
/// | Swift's own (`Swift`, `Dispatch`, `Observation`, `XCTest` …) | kept |
/// | an Apple framework LifecycleKit does not shadow yet (`MapKit`, `AVFoundation` …) | `import LifecycleUIKit`, and a warning naming it: the build stops at the first use of its API, at the app's own line |
/// | a module the package builds beside the app (the project's framework targets, its pods in `Pods/`, its local packages, the checkouts given with `--dependencies`) | kept; the target depends on it |
/// | any other module (a third-party dependency) | kept, and an error naming it with the file and line, and where the project says it comes from: the generated package does not build it |
public struct ModuleMapping: Sendable {
  /// What becomes of one imported module.
  public enum Fate: Hashable, Sendable {
    /// Kept as it is (the toolchain has it).
    case keep
    /// Replaced by LifecycleKit's module that shadows it.
    case shadowed
    /// An Apple framework with no shadow yet: replaced by LifecycleUIKit, and reported.
    case unshadowed
    /// Neither Apple's nor the toolchain's: kept, and reported.
    case foreign
  }

  /// Modules the generated package itself builds (other targets of the project), kept.
  public var localModules: Set<String> = []

  /// Where the project says modules it does not hold come from (a remote package and its
  /// version, a pod), by module name: the error for an import of one says it.
  public var hints: [String: String] = [:]

  /// Creates the mapping; `localModules` are modules the package builds.
  public init(localModules: Set<String> = [], hints: [String: String] = [:]) {
    self.localModules = localModules
    self.hints = hints
  }

  /// The toolchain's own modules on Linux.
  static let toolchain: Set<String> = [
    "Swift", "Foundation", "FoundationNetworking", "FoundationXML", "FoundationEssentials",
    "Observation", "Synchronization", "XCTest", "Testing", "Glibc", "Musl", "RegexBuilder", "Distributed",
    "_Concurrency", "_StringProcessing",
  ]

  /// Apple's frameworks that LifecycleKit's UIKit-shaped module stands for today.
  static let shadowed: Set<String> = [
    "Dispatch",
    "UIKit", "CoreGraphics", "QuartzCore", "CoreFoundation", "ObjectiveC", "Darwin", "os", "os.log", "OSLog",
    // In part: the mail sheet (MFMailComposeViewController) and the in-app browser
    // (SFSafariViewController); the rest of each is a compile error at its use.
    "MessageUI", "SafariServices",
    // Core Data: models, contexts, fetch requests, predicates and fetched results controllers over a
    // store file in the app's sandbox (`@NSManaged` properties get accessors).
    "CoreData",
  ]

  /// Apple's frameworks, as iOS SDKs have shipped them (Apple's "Frameworks" documentation index).
  static let apple: Set<String> = [
    "Accelerate", "Accounts", "ActivityKit", "AdServices", "AdSupport", "AddressBook", "AddressBookUI",
    "AppIntents", "AppTrackingTransparency", "AssetsLibrary", "AudioToolbox", "AudioUnit",
    "AuthenticationServices",
    "AVFAudio", "AVFoundation", "AVKit", "BackgroundTasks", "BusinessChat", "CallKit", "CarPlay", "CFNetwork",
    "ClassKit", "CloudKit", "Combine", "Contacts", "ContactsUI", "CoreAudio", "CoreAudioKit", "CoreBluetooth",
    "CoreData", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreML", "CoreMedia",
    "CoreMIDI",
    "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreVideo",
    "CryptoKit", "DeviceCheck", "EventKit", "EventKitUI", "ExternalAccessory", "FileProvider",
    "GameController",
    "GameKit", "GameplayKit", "GLKit", "HealthKit", "HomeKit", "iAd", "IdentityLookup", "ImageIO", "Intents",
    "IntentsUI", "JavaScriptCore", "LinkPresentation", "LocalAuthentication", "MapKit", "MediaPlayer",
    "MessageUI", "Messages", "Metal", "MetalKit", "MetalPerformanceShaders", "MobileCoreServices",
    "ModelIO", "MultipeerConnectivity", "NaturalLanguage", "Network", "NetworkExtension",
    "NotificationCenter",
    "OpenGLES", "PassKit", "PDFKit", "PencilKit", "Photos", "PhotosUI", "PushKit", "QuickLook",
    "QuickLookThumbnailing", "RealityKit", "ReplayKit", "SafariServices", "SceneKit", "Security", "SensorKit",
    "Social", "SoundAnalysis", "Speech", "SpriteKit", "StoreKit", "SwiftData", "SwiftUI",
    "SystemConfiguration",
    "Twitter", "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI", "VideoToolbox", "Vision",
    "VisionKit", "WatchConnectivity", "WebKit", "WidgetKit", "ARKit", "Charts", "TipKit", "MusicKit",
    "WeatherKit", "GroupActivities", "ShazamKit", "MediaAccessibility", "CoreAnimation", "Foundation",
    "FoundationModels", "CryptoTokenKit", "HealthKitUI", "ExposureNotification", "MLCompute", "AVRouting",
    "BrowserEngineKit", "DeviceActivity", "FamilyControls", "ManagedSettings", "ManagedSettingsUI",
    "MapKitJS",
    "NearbyInteraction", "OSLog", "PDFKit", "PhotosUI", "ProximityReader", "RoomPlan", "ScreenTime",
    "SafetyKit",
    "SharedWithYou", "StoreKitTest", "Translation", "VisionKit", "WorkoutKit", "AdAttributionKit",
    "AccessorySetupKit",
    "AppClip", "AutomaticAssessmentConfiguration", "BackgroundAssets", "CarKey", "ClockKit",
    "CoreTransferable",
    "DataDetection", "ExtensionFoundation", "ExtensionKit", "HomeAccessories", "JournalingSuggestions",
    "LiveCommunicationKit", "MatterSupport", "MediaSetup", "Metrics", "MetricKit", "OpenAL", "PushToTalk",
    "QuartzCore", "SensitiveContentAnalysis", "ShazamKit", "Symbols", "ThreadNetwork", "AppKit", "WatchKit",
    "TVUIKit", "TVServices", "Cocoa", "Carbon",
  ]

  /// What becomes of `module`.
  public func mapping(of module: String) -> Fate {
    if localModules.contains(module) || Self.toolchain.contains(module) { return .keep }
    if Self.shadowed.contains(module) { return .shadowed }
    if Self.apple.contains(module) { return .unshadowed }
    return .foreign
  }
}

/// The answers of `#if` platform conditions for code that believes it runs on iOS, on a device.
///
/// | condition | answer |
/// | --- | --- |
/// | `os(iOS)` | `true` |
/// | `os(macOS)`, `os(OSX)`, `os(tvOS)`, `os(watchOS)`, `os(visionOS)`, `os(Linux)`, `os(Windows)`, `os(Android)` | `false` |
/// | `canImport(M)` | `true` for a module the mapping keeps or shadows, `false` for any other Apple framework (so code falls back as it would without it) |
/// | `targetEnvironment(simulator)`, `targetEnvironment(macCatalyst)` | `false`: the simulated device is a device |
enum PlatformConditions {
  static func answer(_ function: String, _ argument: String, modules: ModuleMapping) -> String? {
    switch function {
    case "os":
      switch argument {
      case "iOS": return "true"
      case "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD",
        "WASI":
        return "false"
      default: return nil
      }
    case "canImport":
      switch modules.mapping(of: argument) {
      case .keep, .shadowed: return "true"
      case .unshadowed: return "false"
      case .foreign: return nil
      }
    case "targetEnvironment":
      return argument == "simulator" || argument == "macCatalyst" ? "false" : nil
    default:
      return nil
    }
  }
}
