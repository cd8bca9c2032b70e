import JSONSupport

extension TokensStudioFormat {
  /// Tokens Studio's theme groups: themes with a `group` (`Mode`: Light, Dark; `Brand`:
  /// Acme, Beta) are applied one per group at a time, so a palette is every combination,
  /// not each theme alone (a brand theme alone has no surfaces to check its text on).
  ///
  /// The appearance group is the one whose theme names say the most appearances (light,
  /// dark, high contrast); each of its themes is combined with one theme of every other
  /// group. The first theme of each other group is its default: the combinations of
  /// defaults are the variants, named after their appearance theme as before; the others
  /// are checked on their own as `Dark + Brand=Beta`, as a resolver's modifiers are.
  /// Themes without a group, or a file with one group, are read each alone (nil).
  struct ThemeGroups {
    /// One combination: theme indices, the appearance theme first, then one per other group.
    struct Combination {
      var themes: [Int]
      /// Every other group at its default (first) theme.
      var isDefault: Bool
    }

    /// The other groups: name and theme indices, in file order.
    let others: [(name: String, themes: [Int])]
    let appearance: [Int]
    let names: [String]

    init?(_ themes: [JSONNode], names: [String]) {
      var groups: [(name: String, themes: [Int])] = []
      for (i, theme) in themes.enumerated() {
        // A theme without a group cannot be combined: the file is read theme by theme.
        guard let group = theme["group"]?.stringValue else { return nil }
        if let g = groups.firstIndex(where: { $0.name == group }) {
          groups[g].themes.append(i)
        } else {
          groups.append((group, [i]))
        }
      }
      guard groups.count > 1 else { return nil }
      func appearances(_ g: (name: String, themes: [Int])) -> Int {
        g.themes.filter { Variant.named(names[$0]) ?? ModeWords.inFileName(names[$0])?.variant != nil }.count
      }
      // The first group with the most appearance names (none: nothing says which group
      // is the appearance, so themes are read alone).
      guard
        let a = groups.indices.max(by: {
          appearances(groups[$0]) < appearances(groups[$1])
            || (appearances(groups[$0]) == appearances(groups[$1]) && $0 > $1)
        }),
        appearances(groups[a]) > 0
      else { return nil }
      appearance = groups[a].themes
      var others = groups
      others.remove(at: a)
      self.others = others
      self.names = names
    }

    /// How many combinations there are, `Int.max` when that overflows.
    var count: Int {
      var n = appearance.count
      for o in others {
        let (m, overflow) = n.multipliedReportingOverflow(by: o.themes.count)
        if overflow { return .max }
        n = m
      }
      return n
    }

    /// Every combination, the defaults first; then in odometer order (the last group turns
    /// fastest), each appearance theme in turn. Lazy: a product of many groups is counted,
    /// and only what is loaded or listed is made.
    var combinations: some Sequence<Combination> {
      let others = self.others
      let appearance = self.appearance
      return (0..<count).lazy.map { n in
        var k = n / appearance.count
        var picks = [Int](repeating: 0, count: others.count)
        for j in others.indices.reversed() {
          picks[j] = k % others[j].themes.count
          k /= others[j].themes.count
        }
        return Combination(
          themes: [appearance[n % appearance.count]] + others.indices.map { others[$0].themes[picks[$0]] },
          isDefault: n < appearance.count)
      }
    }

    /// The appearance theme's name, then `group=theme` for each group not at its default.
    func name(of c: Combination) -> String {
      var parts = [names[c.themes[0]]]
      for (j, t) in c.themes.dropFirst().enumerated() where t != others[j].themes[0] {
        parts.append("\(others[j].name)=\(names[t])")
      }
      return parts.joined(separator: " + ")
    }

    /// The stronger of two statuses a set has in the themes combined: enabled over source
    /// over disabled, since a set any active theme enables is applied.
    static func stronger(_ a: String?, _ b: String) -> String {
      let rank = ["disabled": 0, "source": 1, "enabled": 2]
      guard let a else { return b }
      return (rank[a] ?? 0) >= (rank[b] ?? 0) ? a : b
    }
  }
}
