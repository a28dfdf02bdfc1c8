/// What a page shows inside the layout: the template of its body, its title, the navigation item it
/// marks active, the template's context, its meta description, and what it adds to the layout itself
/// (the guide and contents the navigator shows, the Open Graph type).
struct PageBody {
    var template: String
    var title: String
    var active: String
    var context: [String: MustacheValue]
    var description: String = ""
    var layout: [String: MustacheValue] = [:]
}
