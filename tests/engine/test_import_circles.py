"""Issue 20: no import circle anywhere in the package (direct imports, those inside functions too), so every module
can be read, tested and moved on its own. grimp is the import graph import-linter already builds."""

import grimp


def circles(graph) -> list[list[str]]:
    """Every set of two or more modules that import one another round in a circle (Tarjan's strongly connected
    components, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.append(member)
                    if member == node:
                        break
                if len(part) > 1:
                    found.append(sorted(part))
    return found


def test_no_module_of_the_package_is_in_an_import_circle():
    assert circles(grimp.build_graph("bible_tabletop")) == []


def test_a_circle_is_found_when_there_is_one():
    """The check itself can fail: a made-up graph with a circle a -> b -> c -> a beside a plain d -> a."""
    graph = grimp.ImportGraph()
    for importer, imported in [("a", "b"), ("b", "c"), ("c", "a"), ("d", "a")]:
        graph.add_import(importer=importer, imported=imported)
    assert circles(graph) == [["a", "b", "c"]]
