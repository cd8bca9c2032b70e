import Findings
import Testing

@Suite struct RuleCatalogTests {
  @Test func idsAreUniqueKebabCaseAndRoundTrip() {
    let ids = Rule.allCases.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in Rule.allCases {
      #expect(Rule(id: rule.id) == rule)
      #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
      #expect(rule.name.first?.isUppercase == true && !rule.name.contains("-"), "\(rule.name)")
      #expect(rule.helpURI.hasPrefix("https://"), "\(rule.id)")
      #expect(rule.title.hasSuffix(".") && rule.help.hasSuffix("."), "\(rule.id)")
    }
    #expect(Rule(id: "no-such-rule") == nil)
  }

  @Test func successCriteriaAreWCAGNumbers() {
    for rule in Rule.allCases {
      for sc in rule.successCriteria {
        let parts = sc.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(rule.id): \(sc)")
      }
    }
    #expect(Rule.textContrast.successCriteria == ["1.4.3"])
    #expect(Rule.colorOnlyState.successCriteria == ["1.4.1"])
  }

  @Test func everySubjectHasRules() {
    #expect(Rule.allCases.contains { $0.subject == .screenshot })
    #expect(Rule.allCases.contains { $0.subject == .palette })
  }
}

@Suite struct FailOnTests {
  @Test func failsAtOrAboveItsLevel() {
    #expect(FailOn.error.fails(.error))
    #expect(!FailOn.error.fails(.warning))
    #expect(!FailOn.error.fails(.note))
    #expect(FailOn.warning.fails(.error) && FailOn.warning.fails(.warning) && !FailOn.warning.fails(.note))
    #expect(FailOn.note.fails(.note))
    for level in Level.allCases { #expect(!FailOn.never.fails(level)) }
  }

  @Test func anyLevelInASequence() {
    #expect(FailOn.error.fails(any: [.note, .warning, .error]))
    #expect(!FailOn.error.fails(any: [.note, .warning]))
    #expect(!FailOn.warning.fails(any: [Level]()))
  }

  @Test func levelsAreOrdered() {
    #expect(Level.note < .warning && Level.warning < .error)
    #expect(Level.allCases.sorted() == [.note, .warning, .error])
  }
}
