import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import InlineSnapshot

@Suite struct RequestHistoryFormatTests {
  func jsonRequest(_ json: String, path: String = "/auth/sms") -> RecordedRequest {
    RecordedRequest(method: "post", path: path, headers: ["content-type": "application/json"], body: Data(json.utf8))
  }

  @Test func jsonBodyPrettyPrintedWithSortedKeys() {
    var request = URLRequest(url: URL(string: "https://api.example.com/auth/sms?attempt=1")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(#"{"phone":"+441234567890","code":"123456"}"#.utf8)
    let text = RequestHistoryFormat(headers: ["Content-Type"]).render([RecordedRequest(request)])
    #expect(text == """
      POST /auth/sms?attempt=1
      Content-Type: application/json
      {
        "code" : "123456",
        "phone" : "+441234567890"
      }
      """)
  }

  @Test func nestedJSONKeepsNumbersAndEscapesOnlyWhatJSONRequires() {
    let text = RequestHistoryFormat().render([jsonRequest(#"{"b":[1.10,{"z":null,"a":"x/y \"é\"\u0001"}],"e":[],"o":{},"t":true}"#)])
    #expect(text == #"""
      POST /auth/sms
      {
        "b" : [
          1.10,
          {
            "a" : "x/y \"é\"\u0001",
            "z" : null
          }
        ],
        "e" : [],
        "o" : {},
        "t" : true
      }
      """#)
  }
}
