import Foundation

/// The report's page: a shell of HTML, CSS and script (kept as a resource of
/// this module), to which every snapshot adds one line of script.
enum ReportPage {
    /// The page before any snapshot is added.
    static func shell() throws -> Data {
        guard let url = Bundle.module.url(forResource: "report", withExtension: "html", subdirectory: "Page") else {
            throw ReportError(description: "The report page's template is missing from the TrellisTesting resources.")
        }
        return try Data(contentsOf: url)
    }

    /// The line of script that adds an entry (its JSON) to the page.
    static func entryScript(_ json: Data) -> String {
        "<script>TrellisReport.add(\(scriptSafe(json)));</script>\n"
    }

    /// The script that hands an inspection's JSON (already safe in a script)
    /// to the page: its `.js` file, loadable from `file:` URLs.
    static func inspectionScript(id: String, scriptSafeJSON json: Data) -> Data {
        var key = JSONBytes()
        key.string(id)
        return Data("TrellisReport.inspected(".utf8) + Data(key.bytes) + Data(", ".utf8) + json + Data(");\n".utf8)
    }

    /// JSON that cannot end a `<script>` element early.
    private static func scriptSafe(_ json: Data) -> String {
        String(decoding: json, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    }
}
