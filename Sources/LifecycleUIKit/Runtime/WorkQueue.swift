/// The name LifecycleKit first gave ``DispatchQueue``'s work that takes time: the two are one
/// type, so `WorkQueue.global().async(taking: .seconds(40)) { … }` and
/// `DispatchQueue.global().async(taking: .seconds(40)) { … }` are the same call.
///
/// `async(taking:)` is not Dispatch API: code that must also build for iOS keeps it behind
/// `#if canImport(UIKit)` (on iOS the plain `async` runs the work on a real thread for real time).
public typealias WorkQueue = DispatchQueue
