import Foundation
import Testing

@testable import LifecycleUIKit

/// A settings screen of static cells, as Xcode writes a table view controller whose content is
/// "Static Cells": two sections, a field whose delegate is the controller.
enum StaticTableStoryboard {
  static let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="settings">
        <customFonts key="customFonts">
            <array key="Menlo.ttc">
                <string>Menlo-Regular</string>
            </array>
        </customFonts>
        <scenes>
            <scene sceneID="s-settings">
                <objects>
                    <tableViewController id="settings" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections>
                                <tableViewSection headerTitle="Account" id="sec-1">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" id="cell-name">
                                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell-name" id="content-name">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                <subviews>
                                                    <textField opaque="NO" contentMode="scaleToFill" placeholder="Name" id="field-name">
                                                        <rect key="frame" x="16" y="11" width="343" height="22"/>
                                                        <connections>
                                                            <outlet property="delegate" destination="settings" id="out-1"/>
                                                        </connections>
                                                    </textField>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                                <tableViewSection headerTitle="About" footerTitle="Version 1" id="sec-2">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" textLabel="label-help" style="IBUITableViewCellStyleDefault" id="cell-help">
                                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell-help" id="content-help">
                                                <subviews>
                                                    <label opaque="NO" text="Help" id="label-help"/>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" textLabel="label-privacy" style="IBUITableViewCellStyleDefault" id="cell-privacy">
                                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell-privacy" id="content-privacy">
                                                <subviews>
                                                    <label opaque="NO" text="Privacy" id="label-privacy"/>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                            <connections>
                                <outlet property="dataSource" destination="settings" id="ds"/>
                                <outlet property="delegate" destination="settings" id="dl"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

@MainActor
@Suite("Static table cells from a storyboard (“Static Cells”), made with the table", .serialized)
struct StaticTableTests {
  @Test("the sections and cells of a static table are its controller's rows, outlets connected")
  func staticSections() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("static-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(StaticTableStoryboard.text.utf8).write(to: folder.appendingPathComponent("Settings.storyboard"))
    InterfaceBundle.shared = InterfaceBundle(searchDirectories: [folder])
    defer { InterfaceBundle.shared = InterfaceBundle() }
    let storyboard = try UIStoryboard.loadOrThrow(name: "Settings", bundle: nil)
    let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
    let table = controller.tableView!
    #expect(controller.numberOfSections(in: table) == 2)
    #expect([0, 1].map { controller.tableView(table, numberOfRowsInSection: $0) } == [1, 2])
    let help = controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 1))
    #expect(help.textLabel?.text == "Help")
    #expect(controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 1)) === help, "made once")
    let nameCell = controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
    let field = try #require(nameCell.contentView.subviews.lazy.compactMap { $0 as? UITextField }.first)
    #expect(field.placeholder == "Name")
    #expect(table.staticSections.map(\.headerTitle) == ["Account", "About"])
    #expect(table.staticSections.map(\.footerTitle) == [nil, "Version 1"])
  }
}
