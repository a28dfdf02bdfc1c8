import Foundation

indirect enum Expression: Equatable, Sendable {
    case number(Double)
    case variable(String)
    case binary(op: Operator, Expression, Expression)
    case call(name: String, arguments: [Expression] = [])

    enum Operator: Character, Sendable {
        case plus = "+", minus = "-", times = "*", divide = "/"
    }

    func evaluate(with variables: [String: Double]) -> Double? {
        switch self {
        case .number(let value):
            return value
        case .variable(let name):
            return variables[name]
        case .binary(let op, let lhs, let rhs):
            guard let l = lhs.evaluate(with: variables), let r = rhs.evaluate(with: variables) else { return nil }
            return switch op {
            case .plus: l + r
            case .minus: l - r
            case .times: l * r
            case .divide: r == 0 ? nil : l / r
            }
        case .call(name: "max", let arguments):
            return arguments.compactMap { $0.evaluate(with: variables) }.max()
        case .call:
            return nil
        }
    }
}

struct Matrix<Element: Numeric & Sendable>: Sendable {
    private var storage: [Element]
    let rows: Int
    let columns: Int

    init(rows: Int, columns: Int, repeating value: Element = .zero) {
        self.rows = rows
        self.columns = columns
        storage = Array(repeating: value, count: rows * columns)
    }

    subscript(row: Int, column: Int) -> Element {
        get {
            precondition(row < rows && column < columns, "index out of range")
            return storage[row * columns + column]
        }
        set { storage[row * columns + column] = newValue }
    }

    static subscript(identity size: Int) -> Matrix {
        var m = Matrix(rows: size, columns: size)
        for i in 0..<size { m[i, i] = 1 }
        return m
    }

    static func * (lhs: Matrix, rhs: Matrix) -> Matrix {
        var result = Matrix(rows: lhs.rows, columns: rhs.columns)
        for i in 0..<lhs.rows {
            for j in 0..<rhs.columns {
                result[i, j] = (0..<lhs.columns).reduce(.zero) { $0 + lhs[i, $1] * rhs[$1, j] }
            }
        }
        return result
    }
}

final class LRUCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    lazy var hitRate: Double = 0
    unowned(unsafe) var owner: AnyObject?

    init(capacity: Int) { self.capacity = capacity }

    func value(for key: Key, default make: @autoclosure () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let existing = values[key] {
            order.removeAll { $0 == key }
            order.append(key)
            return existing
        }
        let made = make()
        values[key] = made
        order.append(key)
        if order.count > capacity { values[order.removeFirst()] = nil }
        return made
    }
}

func swapIfNeeded(_ a: inout Int, _ b: inout Int) {
    if a > b { (a, b) = (b, a) }
}

var first = 3, second = 1
let isOrdered = { (x: Int, y: Int) -> Bool in x <= y }
let matrix = Matrix<Int>[identity: 3]
let unused: Void = swapIfNeeded(&first, &second)
let ternary = first > second
    ? "descending"
    : "ascending"
