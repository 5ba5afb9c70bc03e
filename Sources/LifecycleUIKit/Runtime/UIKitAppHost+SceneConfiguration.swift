extension UIKitAppHost {
  /// The scene delegate a scene connecting with `configuration` gets, or nil for none.
  ///
  /// UIKit makes the configuration's delegate class, which the Info.plist's configuration of
  /// that name fills in (“UISceneConfiguration”). Without an Objective-C runtime LifecycleKit
  /// makes the scene delegate the app was registered with, the class of the Info.plist's first
  /// configuration (what `lifecycle import` registers): a configuration that names another class
  /// is a misuse, named with the fix, and the scene connects without a delegate — told apart by
  /// name where the Info.plist names the registered class, so that its `init` does not run. A configuration
  /// that names no class — a name the Info.plist does not list — connects the scene without one,
  /// as UIKit does. An app registered without an Info.plist manifest gets its registered delegate.
  func sceneDelegate(for configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
    guard let makeSceneDelegate = sceneDelegateFactory else {
      process?.log("the app adopts scenes but was registered without a scene delegate")
      return nil
    }
    let manifest = appBundle?.sceneManifest
    let registered = manifest?.defaultConfiguration?.delegateClassName
    if let wanted = configuration.delegateClass {
      // Where the Info.plist names the registered class, a class of another name is told apart
      // without making the registered one: its `init` is app code that must not run for nothing.
      let registeredName = registered.map { String($0.split(separator: ".").last ?? Substring($0)) }
      let wantedName = String(describing: wanted)
      var made: (any UISceneDelegate)?
      if registeredName == nil || registeredName == wantedName {
        let delegate = makeSceneDelegate()
        if ObjectIdentifier(type(of: delegate)) == ObjectIdentifier(wanted) { return delegate }
        made = delegate
      }
      process?.reportMisuse(
        "application(_:configurationForConnecting:options:) returned a configuration whose delegateClass is "
          + "\(wanted), and LifecycleKit can make only the scene delegate the app was registered with, "
          + "\(made.map { "\(type(of: $0))" } ?? registeredName ?? "none") (there is no Objective-C runtime "
          + "to make a class it names): list the class in the Info.plist's UISceneConfigurations as the first "
          + "configuration, or set delegateClass to it")
      return nil
    }
    guard let manifest, !manifest.configurations.isEmpty else { return makeSceneDelegate() }
    guard let entry = configuration.manifestEntry else {
      process?.log(
        "the scene connects without a delegate: the configuration \(configuration.name.map { "'\($0)'" } ?? "with no name") "
          + "is not in the Info.plist's UISceneConfigurations and names no delegate class")
      return nil
    }
    guard let className = entry.delegateClassName else { return nil }
    if registered == nil || className == registered { return makeSceneDelegate() }
    process?.reportMisuse(
      "the scene configuration '\(entry.name ?? "")' names the scene delegate \(className), and LifecycleKit can "
        + "make only the one the app was registered with, \(registered ?? "none") (the Info.plist's first "
        + "configuration; there is no Objective-C runtime to make a class by its name): return the first "
        + "configuration from application(_:configurationForConnecting:options:), or make it name \(className)"
    )
    return nil
  }
}
