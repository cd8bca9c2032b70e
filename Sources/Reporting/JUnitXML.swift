/// JUnit XML, the one writer behind every `--format junit`: a report is suites of test
/// cases, each passed, failed, skipped or in error. What a case is differs by command (a
/// text line of a screenshot, a token pair of a palette, a finding of `check`); how it is
/// written does not.
///
/// The layout is the one Jenkins, GitLab and GitHub test reporters read: `testsuites` with
/// totals, a `testsuite` per file or variant with its own counts, `failure`/`skipped`/
/// `error` children with a `message` attribute.
package struct JUnitXML: Sendable {
  package enum Outcome: Sendable, Hashable {
    case passed
    case failed(type: String, message: String)
    case skipped(message: String)
    case error(message: String)
  }

  package struct TestCase: Sendable, Hashable {
    package var classname: String
    package var name: String
    package var outcome: Outcome
    package init(classname: String, name: String, outcome: Outcome) {
      self.classname = classname
      self.name = name
      self.outcome = outcome
    }
  }

  package struct Suite: Sendable, Hashable {
    package var name: String
    package var cases: [TestCase]
    package init(name: String, cases: [TestCase]) {
      self.name = name
      self.cases = cases
    }

    func count(_ pick: (Outcome) -> Bool) -> Int { cases.filter { pick($0.outcome) }.count }
    var failures: Int { count { if case .failed = $0 { true } else { false } } }
    var skipped: Int { count { if case .skipped = $0 { true } else { false } } }
    var errors: Int { count { if case .error = $0 { true } else { false } } }
  }

  package var name: String
  package var suites: [Suite]

  package init(name: String, suites: [Suite]) {
    self.name = name
    self.suites = suites
  }

  package var document: String {
    let x = ScanReports.xml
    var body = ""
    for s in suites {
      body +=
        "  <testsuite name=\"\(x(s.name))\" tests=\"\(s.cases.count)\" failures=\"\(s.failures)\" errors=\"\(s.errors)\" skipped=\"\(s.skipped)\">\n"
      for c in s.cases {
        body += "    <testcase classname=\"\(x(c.classname))\" name=\"\(x(c.name))\""
        switch c.outcome {
        case .passed: body += "/>\n"
        case .failed(let type, let message):
          body += "><failure type=\"\(x(type))\" message=\"\(x(message))\"/></testcase>\n"
        case .skipped(let message): body += "><skipped message=\"\(x(message))\"/></testcase>\n"
        case .error(let message): body += "><error message=\"\(x(message))\"/></testcase>\n"
        }
      }
      body += "  </testsuite>\n"
    }
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let errors = suites.reduce(0) { $0 + $1.errors }
    let skipped = suites.reduce(0) { $0 + $1.skipped }
    return
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"\(x(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n\(body)</testsuites>\n"
  }
}
