extension UIApplication {
  /// The coder key under which state preservation records the app's bundle version, in
  /// the coder the restoration opt-in and app-level methods receive (App Programming Guide,
  /// “Visual Appearance Across Launches”). Every simulated app is version `1.0`: compare it
  /// to refuse an archive an older version wrote.
  public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
  /// The coder key of the user interface idiom the state was preserved on (the same guide):
  /// `0`, the phone, in the simulator.
  public static let stateRestorationUserInterfaceIdiomKey =
    "UIApplicationStateRestorationUserInterfaceIdiomKey"

  /// The coder key under which a view controller made from a storyboard has that storyboard
  /// (a ``UIStoryboard``) in the coder its restoration class and the app delegate's
  /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)` receive (Apple's
  /// “UIStateRestorationViewControllerStoryboardKey”); restoration also finds such a controller
  /// in it by its restoration identifier when nothing else gives one.
  public static let stateRestorationViewControllerStoryboardKey =
    "UIStateRestorationViewControllerStoryboardKey"

  /// The bundle version every simulated app reports.
  static let simulatedBundleVersion = "1.0"
}
