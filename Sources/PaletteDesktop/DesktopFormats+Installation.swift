public import PaletteCore

extension X11ColorsFormat {
  /// Where its files are used: X11.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "X11",
        steps: "Programs that read colour names from an rgb.txt take the file in its "
          + "place; the names then work wherever X11 colour names do.")
    ]
  }
}

extension KDEPaletteFormat {
  /// Where its files are used: KolourPaint.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "KolourPaint",
        steps: "Choose Colors ▸ Open… and pick the file.")
    ]
  }
}

extension PainterSwatchesFormat {
  /// Where its files are used: Corel Painter.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Corel Painter",
        steps: "In the Color Sets panel, choose Import Color Set… from the panel menu "
          + "and pick the file.")
    ]
  }
}

extension HomesitePaletteFormat {
  /// Where its files are used: HomeSite.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "HomeSite",
        steps: "Load the file as a colour palette in HomeSite's palette dialog.")
    ]
  }
}

extension SkencilPaletteFormat {
  /// Where its files are used: Skencil and sK1.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Skencil and sK1",
        steps: "Load the file in the palette panel's menu.")
    ]
  }
}

extension XaraJCWFormat {
  /// Where its files are used: Xara Designer.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Xara Designer",
        steps: "Open the file with File ▸ Open…; its colours join the document's colour "
          + "gallery.")
    ]
  }
}
