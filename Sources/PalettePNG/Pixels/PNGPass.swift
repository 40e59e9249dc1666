/// One pass over the image: every pixel whose column is `startX + k·stepX` and row is
/// `startY + j·stepY`. A plain image has one pass of step 1; Adam7 has seven.
struct PNGPass: Hashable {
  /// The first column.
  var startX: Int
  /// The first row.
  var startY: Int
  /// The distance between columns.
  var stepX: Int
  /// The distance between rows.
  var stepY: Int
  /// The pixels per row of the pass.
  var width: Int
  /// The rows of the pass.
  var height: Int

  /// The passes of an image, in the order their data is stored; passes without pixels (of a
  /// small Adam7 image) are left out, as they contribute no bytes.
  ///
  /// - Parameters:
  ///   - width: The image width.
  ///   - height: The image height.
  ///   - interlaced: Whether the image is Adam7-interlaced.
  static func passes(width: Int, height: Int, interlaced: Bool) -> [PNGPass] {
    guard interlaced else {
      return [PNGPass(startX: 0, startY: 0, stepX: 1, stepY: 1, width: width, height: height)]
    }
    let adam7 = [
      (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
      (0, 1, 1, 2),
    ]
    return adam7.compactMap { startX, startY, stepX, stepY in
      let passWidth = width > startX ? (width - startX + stepX - 1) / stepX : 0
      let passHeight = height > startY ? (height - startY + stepY - 1) / stepY : 0
      guard passWidth > 0, passHeight > 0 else { return nil }
      return PNGPass(
        startX: startX, startY: startY, stepX: stepX, stepY: stepY, width: passWidth,
        height: passHeight)
    }
  }
}
