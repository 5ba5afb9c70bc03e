#!/usr/bin/env python3
"""Writes the corpus tables from what scripts/corpus.sh left in DIR:

- DIR/table.md: one row a project (imported, built with its errors by kind, launched, explored,
  findings), from DIR/results.tsv;
- DIR/api.md: the names the corpus's code uses and does not declare (DIR/uses/*.tsv, from
  `lifecycle import --uses`), most used first, each with its status: the rows of
  Docs/Compatibility.md that name it (faithful, inert, addition, unsupported), else whether
  LifecycleKit's modules declare it, else the toolchain's Foundation, else "missing" (and whether
  a build's errors named it). Names only the Swift standard library declares are language, not
  API, and are left out (counted at the end).

    python3 scripts/corpus/table.py DIR ROOT KIT_COMMIT DEPTH
"""
import collections
import datetime
import glob
import json
import os
import re
import sys


def read_tsv(path):
    with open(path, encoding="utf-8") as handle:
        lines = [line.rstrip("\n").split("\t") for line in handle if line.strip()]
    header, rows = lines[0], lines[1:]
    return [dict(zip(header, row)) for row in rows]


def base_name(title):
    return re.split(r"[(<:]", title, maxsplit=1)[0].strip()


def declared_names(folder, modules):
    """Names (last path component, without arguments) each module's symbol graph declares."""
    types, members = set(), set()
    for module in modules:
        for path in glob.glob(os.path.join(folder, f"{module}*.symbols.json")):
            with open(path, encoding="utf-8") as handle:
                graph = json.load(handle)
            for symbol in graph.get("symbols", []):
                # A protocol's default implementations show up on every conforming type
                # ("synthesized"): `first` on a collection is the standard library's, not its.
                if "::SYNTHESIZED::" in symbol.get("identifier", {}).get("precise", ""):
                    continue
                components = symbol.get("pathComponents") or []
                if not components:
                    continue
                name = base_name(components[-1])
                kind = symbol.get("kind", {}).get("identifier", "")
                if kind in ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"):
                    types.add(name)
                else:
                    members.add(name)
    return types, members


def compatibility(path):
    """Docs/Compatibility.md: type headings, and member base name -> {(type, status)}."""
    types, members = {}, collections.defaultdict(set)
    current = None
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#"):
                # `### `UIScrollView`, `UITableView``: every type the heading names; a heading
                # without one (`### Apple frameworks LifecycleKit does not provide`) has rows
                # that name a whole type or module.
                named = re.findall(r"`([^`]+)`", line) if line.startswith("### ") else []
                current = [base_name(name.split(".")[-1]) for name in named]
                for name in current:
                    types.setdefault(name, set())
                continue
            row = re.match(r"^\| `([^`]+)` \| (faithful|inert|addition|unsupported)\b([^|]*)\|(.*)", line)
            if not row:
                continue
            status = row.group(2)
            # A note that names more members of the row's kind (“and `black`, `clear`”) lists them
            # with the row's status: plain names only, not code.
            also = []
            for listing in re.findall(
                r"(?:\band\s|the styles\s|the types\s|the attributes\s|the greys \()\s*((?:`[^`]+`(?:,\s*|\s+and\s+|\)?\s*)?)+)", row.group(4)
            ):
                also += [
                    name.lstrip(".")
                    for name in re.findall(r"`([^`]+)`", listing)
                    if re.fullmatch(r"\.?[A-Za-z_][A-Za-z0-9_]*(\([A-Za-z0-9_:]*\))?", name)
                ]
            if not current:
                types.setdefault(base_name(row.group(1)), set()).add(status)
                continue
            # `UIColor.init(red:green:blue:alpha:)` under a heading of several types: the member
            # is `init`, and the row is `UIColor`'s.
            path = base_name(row.group(1).lstrip(".")).split(".")
            name = path[-1]
            owner = base_name(path[-2]) if len(path) > 1 else None
            if owner and owner not in current:
                # `UIAlertAction.init(title:style:handler:)` under the alert controller's heading.
                types.setdefault(owner, set()).add(status)
            for heading_type in [owner] if owner else current:
                for member in [name] + [base_name(extra) for extra in also]:
                    members[member].add((heading_type, status))
                if owner in (None, heading_type):
                    types.setdefault(heading_type, set()).add(status)
    return types, members


def module_sets(root):
    """ModuleMapping.swift's sets: the toolchain's modules, the ones LifecycleKit shadows, and
    Apple's frameworks; a name used only in files importing a module outside the first two is
    most likely that module's."""
    path = os.path.join(root, "Sources", "LifecycleImport", "ModuleMapping.swift")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    found = {}
    for name in ("toolchain", "shadowed", "apple"):
        match = re.search(r"static let " + name + r": Set<String> = \[(.*?)\]", text, re.S)
        if not match:
            raise SystemExit(f"table.py: no set '{name}' in {path}")
        found[name] = set(re.findall(r'"([^"]+)"', match.group(1)))
    return found["toolchain"] | found["shadowed"], found["apple"]


def compiler_missing(folder):
    names = set()
    for path in glob.glob(os.path.join(folder, "logs", "*.errors.txt")):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                kind = line.strip().split(" ", 1)[-1]
                if kind.startswith("."):
                    names.add(("member", kind[1:]))
                elif re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", kind):
                    names.add(("type", kind))
                    names.add(("function", kind))
    return names


def owner_modules(imported_with, provided):
    """The modules every file using a name imports, less those LifecycleKit provides."""
    return sorted(module for module in imported_with if module and module not in provided)


def status_of(kind, name, compat, kit, foundation, swift, missing, others=(), apple=frozenset()):
    """A capitalised call may be a function (`NSLocalizedString(…)`): a type found in no module's
    types is looked up among the members and functions too."""
    if kind == "type" and not any(name in declared[0] for declared in (kit, foundation, swift)) and name not in compat[0]:
        kind = "function"
    compat_types, compat_members = compat
    # `UIApplication.LaunchOptionsKey`, `NSNotification.Name`: a capitalised name after a dot is
    # a nested type.
    if kind == "member" and name[:1].isupper() and name not in compat_members:
        kind = "type"
    if kind == "type" and name in compat_types:
        statuses = sorted(compat_types[name]) or ["listed"]
        return "listed: " + ", ".join(statuses)
    if kind != "type" and name in compat_members:
        rows = sorted(compat_members[name])
        statuses = sorted({status for _, status in rows})
        owners = sorted({owner for owner, _ in rows})
        shown = ", ".join(owners[:3]) + (" …" if len(owners) > 3 else "")
        return f"{'/'.join(statuses)} ({shown})"
    # The standard library's names before LifecycleKit's: `.count` and `.append` are the
    # language's even where a LifecycleKit type declares its own.
    swift_types, swift_members = swift
    if (kind == "type" and name in swift_types) or (kind != "type" and name in swift_members):
        return None
    kit_types, kit_members = kit
    if (kind == "type" and name in kit_types) or (kind != "type" and name in kit_members):
        return "in LifecycleKit, not listed"
    found_types, found_members = foundation
    if (kind == "type" and name in found_types) or (kind != "type" and name in found_members):
        return "the toolchain's Foundation"
    # Used only in files that import a module LifecycleKit does not provide: most likely its.
    if others:
        compat_types = compat[0]
        frameworks = [module for module in others if module in apple]
        listed = [module for module in frameworks if "unsupported" in compat_types.get(module, set())]
        if listed:
            return f"unsupported ({', '.join(listed)}: its files import it)"
        if frameworks:
            return f"{', '.join(frameworks)}'s (its files import it), not listed"
        return f"a third-party module's ({', '.join(others)})"
    if (kind, name) in missing:
        return "missing (a build's errors name it)"
    return "missing"


def project_table(rows, kit_commit, depth, licenses):
    out = [
        "| project | commit | license | kind | import | build | errors, first kinds | launched | explored (depth "
        + depth
        + ") | findings |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows:
        imported = row["import"]
        if row["import_errors"] not in ("-", "0") or row["import_warnings"] not in ("-", "0"):
            imported += f" ({row['import_errors']} errors, {row['import_warnings']} warnings)"
        errors = row["build_errors"]
        if row["first_errors"] not in ("-", ""):
            errors += ": " + row["first_errors"].replace("|", "\\|")
        name = row["key"].replace("+", "/", 1)
        out.append(
            f"| {name} | {row['commit'][:7]} | {licenses.get(row['repo'], '?')} | {row['kind']} | {imported} | {row['build']} | {errors} | "
            f"{row['launched']} | {row['explored']} | {row['findings']} |"
        )
    built = sum(1 for row in rows if row["build"] == "ok")
    launched = sum(1 for row in rows if row["launched"] not in ("-", "") and not row["launched"].startswith("0 "))
    summary = (
        f"{len(rows)} projects; {sum(1 for row in rows if row['import'].startswith('exit'))} imported, "
        f"{built} built, {launched} launched on at least one profile (LifecycleKit {kit_commit}, "
        f"{datetime.date.today().isoformat()})."
    )
    return summary, "\n".join(out)


def main(folder, root, kit_commit, depth):
    rows = read_tsv(os.path.join(folder, "results.tsv"))
    licenses = {row["repo"]: row["license"] for row in read_tsv(os.path.join(root, "scripts", "corpus", "projects.tsv"))}
    summary, table = project_table(rows, kit_commit, depth, licenses)
    with open(os.path.join(folder, "table.md"), "w", encoding="utf-8") as handle:
        handle.write(summary + "\n\n" + table + "\n")

    symbols = os.path.join(folder, "symbols")
    kit = declared_names(symbols, ["LifecycleUIKit", "LifecycleSimulator", "LifecycleCore"])
    foundation = declared_names(symbols, ["Foundation"])
    swift = declared_names(symbols, ["Swift"])
    compat = compatibility(os.path.join(root, "Docs", "Compatibility.md"))
    missing = compiler_missing(folder)

    provided, apple = module_sets(root)
    uses = collections.Counter()
    projects = collections.defaultdict(set)
    first = {}
    # A name's foreign modules: those every file using it imports, in every project using it.
    foreign = {}
    for path in sorted(glob.glob(os.path.join(folder, "uses", "*.tsv"))):
        project = os.path.basename(path)[: -len(".tsv")]
        for row in read_tsv(path):
            if row["kind"] == "import":
                continue
            key = (row["kind"], row["name"])
            uses[key] += int(row["uses"])
            projects[key].add(project)
            # The file's name and line: its folders are the project's, and long.
            first.setdefault(key, f"{project.replace('+', '/', 1)}: {os.path.basename(row['first use'])}")
            # Older runs' files have no column: nothing is attributed from them.
            others = set(owner_modules((row.get("imported with") or "").split(","), provided))
            foreign[key] = others if key not in foreign else foreign[key] & others

    language = 0
    lines = [
        "| # | name | kind | uses | projects | status | first use |",
        "| ---: | --- | --- | ---: | ---: | --- | --- |",
    ]
    rank = 0
    for (kind, name), count in sorted(uses.items(), key=lambda item: (-item[1], item[0])):
        status = status_of(
            kind, name, compat, kit, foundation, swift, missing, sorted(foreign.get((kind, name), ())), apple
        )
        if status is None:
            language += count
            continue
        rank += 1
        shown = f"`.{name}`" if kind == "member" else f"`{name}`"
        lines.append(
            f"| {rank} | {shown} | {kind} | {count} | {len(projects[(kind, name)])} | {status} | "
            f"{first[(kind, name)]} |"
        )
    with open(os.path.join(folder, "api.md"), "w", encoding="utf-8") as handle:
        handle.write(
            f"Names the corpus's code uses and does not declare, most used first ({rank} names; "
            f"{language} uses of names only the Swift standard library declares left out).\n\n"
        )
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(*sys.argv[1:5])
