"""The code's structure, checked on every module's imports (module level and inside functions alike): no import
cycle, no module using another module's private name, and the kit's core importing nothing from the passes or the
training code."""
from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = {"mlbridge_llvm": ROOT / "mlbridge_llvm", "mlbridge_passes": ROOT / "passes",
            "mlbridge_training": ROOT / "training"}


def _modules() -> dict[str, Path]:
    out = {}
    for package, folder in PACKAGES.items():
        for path in folder.rglob("*.py"):
            parts = list(path.relative_to(folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join([package, *parts])] = path
    return out


MODULES = _modules()


@functools.cache
def _imports(name: str) -> list[tuple[int, str, str | None]]:
    """``(line, module, imported name or None)`` of every import in module ``name`` that runs (not under
    ``if TYPE_CHECKING:``), resolved to the nearest module of the three packages (parsed once per module)."""
    path = MODULES[name]
    tree = ast.parse(path.read_text())
    skip = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for n in ast.walk(node)}
    out = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
                base = base[:len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                full = f"{source}.{alias.name}"
                out.append((node.lineno, full, None) if full in MODULES else (node.lineno, source, alias.name))
        elif isinstance(node, ast.Import):
            out += [(node.lineno, alias.name, None) for alias in node.names]
    return [(line, mod, what) for line, mod, what in out if mod.split(".")[0] in PACKAGES]


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {name: set() for name in MODULES}
    for name in MODULES:
        for _, target, _ in _imports(name):
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                graph[name].add(target)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
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
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_no_import_cycle_even_inside_functions() -> None:
    assert _cycles(_graph()) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_uses_another_modules_private_names() -> None:
    found = []
    for name, path in MODULES.items():
        aliases = {}
        for line, module, what in _imports(name):
            if what is not None and what.startswith("_") and not what.startswith("__") and module != name:
                found.append(f"{path.relative_to(ROOT)}:{line}: from {module} import {what}")
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    aliases[alias.asname or alias.name] = alias.name
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.attr.startswith("_")
                    and not node.attr.startswith("__")):
                for line, module, what in _imports(name):
                    if what is None and module.rpartition(".")[2] == aliases.get(node.value.id) and module != name:
                        found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {module}.{node.attr}")
    assert found == []


def test_the_core_imports_nothing_from_passes_or_training() -> None:
    found = [f"{MODULES[name].relative_to(ROOT)}:{line}: {module}" for name in MODULES if name.startswith("mlbridge_llvm")
             for line, module, _ in _imports(name) if module.startswith(("mlbridge_passes", "mlbridge_training"))]
    assert found == []
