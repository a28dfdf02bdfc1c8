/// Blog notes shared by the reader's and the extractor's tests.
enum BlogNoteFixtures {
    /// A pitfall collection (`二、踩过的坑`) whose numbered pitfalls stand directly above their listings,
    /// each followed by two lines: what is wrong, then (in the first) the fix.
    static let numberedPitfallsAboveListings = """
    Combine 的坑

    一、背景

    设置页是 UIKit 写的。

    二、踩过的坑

    1. assign(to:on:) 造成循环引用
    viewModel.$title
        .assign(to: \\.title, on: self)
        .store(in: &cancellables)

    上面的写法其实有问题。assign(to:on:) 会强引用 self，页面关闭后 deinit 不执行。
    改成 assign(to: &$title) 或者用 sink 加 [weak self]。

    2. 订阅没有保存
    viewModel.$isOn.sink { self.toggle.isOn = $0 }

    sink 返回的 AnyCancellable 没有存起来，闭包一次都不执行。
    存进 cancellables 集合就好了。
    """
}
