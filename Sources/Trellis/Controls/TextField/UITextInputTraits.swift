import Foundation

// The text input traits a text field keeps for the keyboard it would show.
// Headless there is no keyboard: they are kept, and secure entry is drawn.

/// The kind of keyboard a text field asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
        twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard capitalizes.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether the keyboard corrects spelling.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// What a text field's content means, for the keyboard's suggestions.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
