import Pixels

/// A group of like items (a row of tabs, a navigation column, two segments) as the group
/// rules judge it: its members, and once `OneLook` has sorted them, their looks: the usual
/// one (`base`, the largest cluster) and the odd ones.
struct GroupCandidate {
  let lines: [TextRegion]
  /// The row or column the items stand on; nil for the two halves of one control.
  let axis: ColorOnlyStates.Axis?
  /// A navigation column marks exactly one item (the current page).
  let singleSelection: Bool
  /// Two segments of one control, where neither look is the usual one.
  let pair: Bool
  /// A list anywhere on screen, which counts only when its odd item's fill runs its row.
  let rowFill: Bool
  /// The head lines of a list's entries (`recordHeads`).
  let records: Bool

  /// The members' indices in `lines`.
  var indices: [Int] { didSet { members = indices.map { lines[$0] } } }
  /// The members' lines, in `indices` order.
  private(set) var members: [TextRegion]
  /// Member positions clustered by look, largest first (set by `OneLook`).
  var clusters: [[Int]] = []
  /// The odd looks' clusters: `clusters` past the first, less those rules set aside.
  var oddClusters: [[Int]] = [] { didSet { odd = oddClusters.flatMap { $0 } } }
  /// Every odd member's position.
  private(set) var odd: [Int] = []

  init(
    _ indices: [Int], in lines: [TextRegion], axis: ColorOnlyStates.Axis?, singleSelection: Bool, pair: Bool,
    rowFill: Bool, records: Bool
  ) {
    self.lines = lines
    self.axis = axis
    self.singleSelection = singleSelection
    self.pair = pair
    self.rowFill = rowFill
    self.records = records
    self.indices = indices
    self.members = indices.map { lines[$0] }
  }

  /// The same pass's candidate of other members (what is left when a caption leaves).
  func regrouped(_ indices: [Int]) -> GroupCandidate {
    GroupCandidate(
      indices, in: lines, axis: axis, singleSelection: singleSelection, pair: pair, rowFill: rowFill,
      records: records)
  }

  /// The usual look's member positions.
  var base: [Int] { clusters[0] }
  var baseMembers: [TextRegion] { base.map { members[$0] } }
  var oddMembers: [TextRegion] { odd.map { members[$0] } }
  /// The first usual member: the usual look.
  var usual: TextRegion { members[base[0]] }
  /// The first odd member: the odd look.
  var firstOdd: TextRegion { members[odd[0]] }

  /// Which pass proposed the candidate, as the trace names it.
  var kind: String {
    if pair { return "segment pair" }
    if records { return "record heads" }
    if rowFill { return "highlighted row" }
    switch axis {
    case .row: return "row"
    case .column: return singleSelection ? "navigation column" : "column"
    case nil: return "group"
    }
  }

  /// The least non-text ink, in pixels, that counts as a mark (a bar, an icon) beside an
  /// item: `leastMarkPixels`, or an eighth of the usual item's height squared (a bar the
  /// height's eighth thick and as long as the height).
  var leastMark: Int { max(Self.leastMarkPixels, usual.box.height * usual.box.height / Self.markAreaShare) }
  static let leastMarkPixels = 6
  static let markAreaShare = 8

  /// Where a row's marks are measured: items of one line at one depth (the line's lowest
  /// glyph bottom, `rowBottom`) and height; a row that wraps keeps each item's own (nil).
  struct RowGeometry {
    /// The tallest member's ink height.
    var lineHeight: Int
    var rowBottom: Int?
    var rowHeight: Int?
    /// The highest glyph bottom of a row on one line; nil otherwise.
    var baseline: Int?
  }

  /// The members' `RowGeometry`: one line when their bottoms lie within half the tallest
  /// member's height.
  var row: RowGeometry {
    let lineHeight = members.map(\.box.height).max() ?? 0
    let bottoms = members.map(\.box.maxY)
    let oneLine = axis == .row && bottoms.extremes.map { $0.max - $0.min <= lineHeight / 2 } ?? false
    return RowGeometry(
      lineHeight: lineHeight, rowBottom: oneLine ? bottoms.max() : nil, rowHeight: oneLine ? lineHeight : nil,
      baseline: oneLine ? bottoms.min() : nil)
  }

  /// The member boxes at `positions`, for a trace's reason.
  func boxes(_ positions: [Int]) -> String {
    positions.map { ColorOnlyRules.describe(members[$0].box) }.joined(separator: ", ")
  }
}
