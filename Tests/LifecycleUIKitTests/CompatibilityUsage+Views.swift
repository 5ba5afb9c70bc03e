import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  static let barItems: [String: Use] = [
    "UIBarButtonItem.init(systemItem:primaryAction:)": {
      var ran = false
      #expect(
        UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in ran = true }).simulateUserTap())
      #expect(ran)
    },
    "UIBarButtonItem.init(title:primaryAction:)": {
      #expect(UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in }).title == "Save")
    },
    "UIBarButtonItem.init(barButtonSystemItem:target:action:)": {
      let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: Selector("insertNewObject:"))
      #expect(item.systemItem == .add && item.action == Selector("insertNewObject:"))
    },
    "UIBarButtonItem.init(title:style:target:action:)": {
      let item = UIBarButtonItem(title: "Later", style: .done, target: nil, action: nil)
      #expect(item.title == "Later" && item.style == .done && item.action == nil)
    },
    "UIBarButtonItem.title": { roundTrip(UIBarButtonItem(systemItem: .done), \.title, "OK") },
    "UIBarButtonItem.style": { roundTrip(UIBarButtonItem(systemItem: .done), \.style, .done) },
    "UIBarButtonItem.isEnabled": { roundTrip(UIBarButtonItem(systemItem: .done), \.isEnabled, false) },
    "UIBarButtonItem.tag": { roundTrip(UIBarButtonItem(systemItem: .done), \.tag, 7) },
    "UIAction.init(title:handler:)": { #expect(UIAction(title: "Add") { _ in }.title == "Add") },
    "UIBarButtonItem.simulateUserTap()": { #expect(UIBarButtonItem(systemItem: .done).simulateUserTap()) },
    "UIGestureRecognizer.init(target:action:)": {
      #expect(UITapGestureRecognizer(target: nil, action: nil).state == .possible)
    },
    "UIGestureRecognizer.addTarget(_:action:)": {
      UITapGestureRecognizer(target: nil, action: nil).addTarget(UIView(), action: "tapped:")
    },
    "UIGestureRecognizer.removeTarget(_:action:)": {
      UITapGestureRecognizer(target: UIView(), action: "tapped:").removeTarget(nil, action: nil)
    },
    "UIGestureRecognizer.isEnabled": {
      roundTrip(UITapGestureRecognizer(target: nil, action: nil), \.isEnabled, false)
    },
    "UIGestureRecognizer.delegate": {
      #expect(UITapGestureRecognizer(target: nil, action: nil).delegate == nil)
    },
    "UIGestureRecognizer.UITapGestureRecognizer.numberOfTapsRequired": {
      roundTrip(UITapGestureRecognizer(target: nil, action: nil), \.numberOfTapsRequired, 2)
    },
    "UIGestureRecognizer.UIView.addGestureRecognizer(_:)": {
      let view = UIView()
      view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
      #expect(view.gestureRecognizers?.count == 1)
    },
    "UIGestureRecognizer.UIView.isUserInteractionEnabled": {
      #expect(UIView().isUserInteractionEnabled && !UILabel().isUserInteractionEnabled)
    },
  ]

  static let views: [String: Use] = [
    "UIView.init(frame:)": {
      #expect(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame.width == 3)
    },
    "UIView.addSubview(_:)": { _ = UIView.addSubview },
    "UIView.removeFromSuperview()": { _ = UIView.removeFromSuperview },
    "UIView.isHidden": { roundTrip(UIView(), \.isHidden, true) },
    "UIView.window": { #expect(UIView().window == nil) },
    "UIView.viewWithTag(_:)": { _ = UIView.viewWithTag },
    "UIView.endEditing(_:)": { _ = UIView.endEditing },
    "UIView.restorationIdentifier": { roundTrip(UIView(), \.restorationIdentifier, "Notes") },
    "UIView.frame": { roundTrip(UIView(), \.frame, CGRect(x: 10, y: 20, width: 100, height: 50)) },
    "UIView.bounds": {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      view.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
      #expect(view.frame == CGRect(x: 10, y: 20, width: 60, height: 30))
    },
    "UIView.center": {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      view.center = CGPoint(x: 100, y: 100)
      #expect(view.frame.origin == CGPoint(x: 50, y: 75) && view.center == CGPoint(x: 100, y: 100))
    },
    "UIView.tag": { roundTrip(UIView(), \.tag, 42) },
    "UIView.backgroundColor": { roundTrip(UIView(), \.backgroundColor, .white) },
    "UIView.tintColor": { roundTrip(UIView(), \.tintColor, .red) },
    "UIView.alpha": { roundTrip(UIView(), \.alpha, 0.5) },
    "UIView.autoresizingMask": {
      roundTrip(UIView(), \.autoresizingMask, [.flexibleWidth, .flexibleHeight])
    },
    "UIView.setNeedsLayout()": { UIView().setNeedsLayout() },
    "UIView.animate(withDuration:animations:completion:)": {
      let view = UIView()
      UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in })
      #expect(view.alpha == 0)
      UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut], animations: { view.alpha = 1 })
      #expect(view.alpha == 1)
    },
    "UIFont.systemFont(ofSize:)": { roundTrip(UILabel(), \.font, .systemFont(ofSize: 12)) },
    "UIFont.boldSystemFont(ofSize:)": {
      #expect(UIFont.boldSystemFont(ofSize: 17) != UIFont.systemFont(ofSize: 17))
      #expect(UIFont.italicSystemFont(ofSize: 17).pointSize == 17)
    },
    "UIFont.preferredFont(forTextStyle:)": {
      #expect(UIFont.preferredFont(forTextStyle: .body) == .systemFont(ofSize: 17))
      #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    },
    "UIFont.init(name:size:)": {
      #expect(UIFont(name: "Helvetica", size: 14)?.fontName == "Helvetica")
      #expect(UIFont(name: "", size: 14) == nil)
    },
    "NSTextAlignment.center": { #expect(NSTextAlignment.center.rawValue == 1) },
    "UIActivityIndicatorView.init(style:)": {
      let spinner = UIActivityIndicatorView(style: .gray)
      #expect(spinner.isHidden && !spinner.isAnimating && spinner.style == .gray)
    },
    "UIActivityIndicatorView.startAnimating()": {
      let spinner = UIActivityIndicatorView(style: .white)
      spinner.startAnimating()
      #expect(spinner.isAnimating && !spinner.isHidden)
    },
    "UIActivityIndicatorView.stopAnimating()": {
      let spinner = UIActivityIndicatorView(style: .white)
      spinner.startAnimating()
      spinner.stopAnimating()
      #expect(!spinner.isAnimating && spinner.isHidden)
    },
    "UIActivityIndicatorView.hidesWhenStopped": {
      let spinner = UIActivityIndicatorView(style: .medium)
      spinner.hidesWhenStopped = false
      #expect(!spinner.isHidden)
    },
    "UIActivityIndicatorView.isAnimating": { #expect(!UIActivityIndicatorView(style: .large).isAnimating) },
    "UIView.AutoresizingMask.flexibleWidth": { #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2) },
    "UIView.AutoresizingMask.flexibleHeight": {
      #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
    },
    "UIColor.init(red:green:blue:alpha:)": { #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red) },
    "UIColor.init(white:alpha:)": { #expect(UIColor(white: 1, alpha: 1) == .white) },
    "UIColor.init(named:)": { #expect(UIColor(named: "no such colour") == nil) },
    "UIColor.withAlphaComponent(_:)": {
      #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    },
    "UIColor.white": { #expect(UIColor.white != .black) },
    "UIColor.red": { #expect(UIColor.red.description == "rgba(1.0, 0.0, 0.0, 1.0)") },
    "UIColor.systemBackground": { #expect(UIColor.systemBackground.description == "systemBackground") },
    "UIWindow.init(frame:)": { _ = UIWindow(frame: UIScreen.main.bounds) },
    "UIWindow.rootViewController": { _ = \UIWindow.rootViewController },
    "UIWindow.makeKeyAndVisible()": { _ = UIWindow.makeKeyAndVisible },
    "UIScrollView.contentOffset": { roundTrip(UIScrollView(), \.contentOffset, CGPoint(x: 0, y: 120)) },
    "UIScrollView.setContentOffset(_:animated:)": { _ = UIScrollView.setContentOffset },
    "UILabel.text": { roundTrip(UILabel(), \.text, "Today") },
    "UILabel.font": {
      #expect(UILabel().font == .systemFont(ofSize: 17))
      roundTrip(UILabel(), \.font, .boldSystemFont(ofSize: 20))
    },
    "UILabel.textColor": { roundTrip(UILabel(), \.textColor, .red) },
    "UILabel.textAlignment": { roundTrip(UILabel(), \.textAlignment, .center) },
    "UILabel.numberOfLines": { roundTrip(UILabel(), \.numberOfLines, 0) },
    "UILabel.adjustsFontSizeToFitWidth": { roundTrip(UILabel(), \.adjustsFontSizeToFitWidth, true) },
    "UITextField.font": {
      let field = UITextField(frame: .zero)
      roundTrip(field, \.font, .systemFont(ofSize: 15))
      roundTrip(field, \.textColor, .black)
      roundTrip(field, \.textAlignment, .right)
    },
    "UITextField.text": { roundTrip(UITextField(), \.text, "buy milk") },
    "UITextField.becomeFirstResponder()": { _ = UITextField.becomeFirstResponder },
    "UITextField.delegate": { _ = \UITextField.delegate },
    "UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:)": {
      let range = NSRange(location: 0, length: 0)
      #expect(
        DefaultTextFieldDelegate().textField(
          UITextField(), shouldChangeCharactersIn: range, replacementString: "a"))
    },
    "UITextFieldDelegate.textFieldDidBeginEditing(_:)": {
      DefaultTextFieldDelegate().textFieldDidBeginEditing(UITextField())
    },
    "UITextView.text": { _ = \UITextView.text },
    "UINib.init(nibName:bundle:)": { _ = UINib.init(nibName:bundle:) },
    "Bundle.loadNibNamed(_:owner:options:)": { _ = Bundle.loadNibNamed(_:owner:options:) },
    "Bundle.bundleIdentifier": { _ = Bundle.main.bundleIdentifier },
    "Bundle.infoDictionary": { _ = Bundle.main.infoDictionary },
    "Bundle.object(forInfoDictionaryKey:)": {
      _ = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion")
    },
    "Bundle.url(forResource:withExtension:)": {
      _ = Bundle.main.url(forResource: "books", withExtension: "json")
    },
    "Bundle.url(forResource:withExtension:subdirectory:)": {
      _ = Bundle.main.url(forResource: "books", withExtension: "json", subdirectory: "Data")
    },
    "Bundle.path(forResource:ofType:)": { _ = Bundle.main.path(forResource: "books", ofType: "json") },
    "Bundle.localizedString(forKey:value:table:)": {
      #expect(Bundle.main.localizedString(forKey: "no such key", value: nil, table: nil) == "no such key")
    },
    "Bundle.preferredLocalizations": { _ = Bundle.main.preferredLocalizations },
    "NSLocalizedString(_:tableName:bundle:value:comment:)": {
      #expect(NSLocalizedString("no such key", comment: "") == "no such key")
    },
  ]

  static let tables: [String: Use] = [
    "UITableView.dataSource": { _ = \UITableView.dataSource },
    "UITableView.reloadData()": { _ = UITableView.reloadData },
    "UITableView.insertRows(at:with:)": { _ = UITableView.insertRows(at:with:) },
    "UITableView.deleteRows(at:with:)": { _ = UITableView.deleteRows(at:with:) },
    "UITableView.reloadRows(at:with:)": { _ = UITableView.reloadRows(at:with:) },
    "UITableView.moveRow(at:to:)": { _ = UITableView.moveRow(at:to:) },
    "UITableView.register(_:forHeaderFooterViewReuseIdentifier:)": {
      let table = UITableView()
      table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "H")
      #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "H")?.reuseIdentifier == "H")
    },
    "UITableView.headerView(forSection:)": { #expect(UITableView().headerView(forSection: 3) == nil) },
    "UITableViewHeaderFooterView.contentView": {
      let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
      #expect(header.textLabel?.superview === header.contentView)
    },
    "UITableView.insertSections(_:with:)": {
      _ = (UITableView.insertSections(_:with:), UITableView.deleteSections(_:with:))
    },
    "UITableView.reloadSections(_:with:)": { _ = UITableView.reloadSections(_:with:) },
    "UITableView.indexPath(for:)": {
      #expect(UITableView().indexPath(for: UITableViewCell(style: .default, reuseIdentifier: nil)) == nil)
    },
    "UITableView.beginUpdates()": { _ = (UITableView.beginUpdates, UITableView.endUpdates) },
    "UITableView.performBatchUpdates(_:completion:)": { _ = UITableView.performBatchUpdates(_:completion:) },
    "UITableView.indexPathsForVisibleRows": { _ = \UITableView.indexPathsForVisibleRows },
    "UITableView.selectRow(at:animated:scrollPosition:)": {
      _ = UITableView.selectRow(at:animated:scrollPosition:)
    },
    "UITableView.isEditing": { roundTrip(UITableView(), \.isEditing, true) },
    "UITableView.setEditing(_:animated:)": { _ = UITableView.setEditing(_:animated:) },
    "UITableView.RowAnimation.fade": {
      #expect([UITableView.RowAnimation.fade, .automatic, .none].map(\.rawValue) == [0, 100, 5])
    },
    "UITableView.simulateUserCommit(_:forRowAt:)": { _ = UITableView.simulateUserCommit(_:forRowAt:) },
    "UITableView.simulateUserTap(rowAt:)": { _ = UITableView.simulateUserTap(rowAt:) },
    "UITableView.rowHeight": {
      roundTrip(UITableView(), \.rowHeight, 60)
      roundTrip(UITableView(), \.rowHeight, UITableView.automaticDimension)
    },
    "UITableView.tableHeaderView": { sameObject(UITableView(), \.tableHeaderView, UIView()) },
    "UITableView.tableFooterView": {
      let table = UITableView()
      sameObject(table, \.tableFooterView, UIView())
      #expect(table.subviews.allSatisfy { $0 !== table.tableFooterView })
    },
    "UITableViewCell.init()": {
      let cell = UITableViewCell()
      #expect(cell.reuseIdentifier == nil && cell.detailTextLabel == nil && cell.textLabel != nil)
    },
    "UITableView.dequeueReusableCell(withIdentifier:for:)": {
      _ = UITableView.dequeueReusableCell(withIdentifier:for:)
    },
    "UITableViewCell.init(style:reuseIdentifier:)": {
      #expect(UITableViewCell(style: .subtitle, reuseIdentifier: "Item").detailTextLabel != nil)
    },
    "UITableViewCell.textLabel": {
      #expect(UITableViewCell(style: .default, reuseIdentifier: nil).textLabel != nil)
    },
    "UITableViewCell.accessoryType": {
      roundTrip(UITableViewCell(style: .default, reuseIdentifier: nil), \.accessoryType, .checkmark)
    },
    "UITableViewCell.selectionStyle": {
      roundTrip(UITableViewCell(style: .default, reuseIdentifier: nil), \.selectionStyle, .none)
    },
    "UITableViewCell.EditingStyle.delete": {
      #expect([UITableViewCell.EditingStyle.none, .delete, .insert].map(\.rawValue) == [0, 1, 2])
    },
    "UITableViewDataSource.tableView(_:commit:forRowAt:)": {
      let _: (any UITableViewDataSource, UITableView) -> Void = {
        $0.tableView($1, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
      }
    },
    "UITableViewDataSource.tableView(_:canEditRowAt:)": {
      let _: (any UITableViewDataSource, UITableView) -> Bool = {
        $0.tableView($1, canEditRowAt: IndexPath(row: 0, section: 0))
      }
    },
    "UITableViewDelegate.tableView(_:editingStyleForRowAt:)": {
      let _: (any UITableViewDelegate, UITableView) -> UITableViewCell.EditingStyle = {
        $0.tableView($1, editingStyleForRowAt: IndexPath(row: 0, section: 0))
      }
    },
  ]

  static let foundation: [String: Use] = [
    "UserDefaults.standard": { _ = UserDefaults.standard },
    "UserDefaults.set(_:forKey:)": {
      _ = UserDefaults.set(_:forKey:) as (UserDefaults) -> (Any?, String) -> Void
    },
    "UserDefaults.string(forKey:)": { _ = UserDefaults.string(forKey:) },
    "UserDefaults.register(defaults:)": { _ = UserDefaults.register(defaults:) },
    "UserDefaults.synchronize()": { _ = UserDefaults.synchronize },
    "NotificationCenter.default": { _ = NotificationCenter.default },
    "NotificationCenter.addObserver(forName:object:queue:using:)": {
      _ = NotificationCenter.addObserver(forName:object:queue:using:)
    },
    "NotificationCenter.addObserver(_:selector:name:object:)": {
      _ = NotificationCenter.addObserver(_:selector:name:object:)
    },
    "NotificationCenter.post(name:object:userInfo:)": { _ = NotificationCenter.post(name:object:userInfo:) },
    "NotificationCenter.removeObserver(_:)": { _ = NotificationCenter.removeObserver(_:) },
    "FileManager.urls(for:in:)": { _ = FileManager.urls(for:in:) },
    "DateFormatter.init()": { _ = DateFormatter.init as () -> DateFormatter },
    "Date.formatted()": { _ = Date.formatted as (Date) -> () -> String },
    "Date.formatted(date:time:)": {
      _ =
        Date.formatted(date:time:)
        as (Date) -> (Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle) -> String
    },
    "NumberFormatter.init()": { _ = NumberFormatter.init as () -> NumberFormatter },
    "DispatchQueue.main": { #expect(DispatchQueue.main === WorkQueue.main) },
    "DispatchQueue.global(qos:)": { _ = DispatchQueue.global(qos:) },
    "DispatchQueue.async(execute:)": {
      let queue = DispatchQueue.global()
      queue.async {}
    },
    "DispatchQueue.asyncAfter(deadline:execute:)": {
      let later: (DispatchQueue) -> Void = { queue in queue.asyncAfter(deadline: .now() + 1) {} }
      _ = later
    },
    "DispatchQueue.sync(execute:)": { #expect(DispatchQueue.global().sync { 7 } == 7) },
    "WorkQueue.global(qos:)": {
      #expect(WorkQueue.global(qos: .utility).label == DispatchQueue.global(qos: .utility).label)
    },
    "Timer.scheduledTimer(withTimeInterval:repeats:block:)": {
      _ = Timer.scheduledTimer(withTimeInterval:repeats:block:)
    },
    "Timer.invalidate()": { _ = Timer.invalidate },
    "Timer.isValid": { _ = \Timer.isValid },
    "Timer.fire()": { _ = Timer.fire },
    "Date.now": { _ = Date.now },
    "Locale.current": { _ = Locale.current },
    "TimeZone.current": { _ = TimeZone.current },
    "NSLocale.current": { _ = NSLocale.current },
    "String.localizedStringWithFormat(_:_:)": {
      #expect(String.localizedStringWithFormat("%d", 7) == "7")
      _ = "a".localizedUppercase
      _ = "a".localizedStandardCompare("b")
      _ = "a".localizedCaseInsensitiveContains("A")
    },
    "ByteCountFormatter": { #expect(ByteCountFormatter().string(fromByteCount: 1_234_567) == "1.2 MB") },
    "CACurrentMediaTime()": { #expect(CACurrentMediaTime() > 0) },
    "URL.documentsDirectory": { _ = URL.documentsDirectory },
    "UUID.init()": { #expect(UUID() != UUID()) },
    "ProcessInfo.operatingSystemVersion": { _ = ProcessInfo.processInfo.operatingSystemVersion },
    "ProcessInfo.isOperatingSystemAtLeast(_:)": { _ = ProcessInfo.isOperatingSystemAtLeast },
    "ProcessInfo.operatingSystemVersionString": { _ = ProcessInfo.processInfo.operatingSystemVersionString },
    "ProcessInfo.physicalMemory": { _ = ProcessInfo.processInfo.physicalMemory },
    "ProcessInfo.processIdentifier": { _ = ProcessInfo.processInfo.processIdentifier },
    "ProcessInfo.hostName": { _ = ProcessInfo.processInfo.hostName },
    "ProcessInfo.processName": { _ = ProcessInfo.processInfo.processName },
    "WorkQueue.async(taking:named:execute:)": { _ = WorkQueue.async(taking:named:execute:) },
  ]
}

/// A text field delegate that implements nothing: the protocol's defaults answer.
@MainActor
private final class DefaultTextFieldDelegate: UITextFieldDelegate {}
