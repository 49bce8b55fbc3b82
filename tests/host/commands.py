#!/usr/bin/env python3
"""List the external commands and system paths the host scripts use.

Usage: commands.py FILE...

Each FILE is a shell script or a Makefile (its recipes are read as shell).
Shell is parsed with shfmt's syntax tree (shfmt --tojson), not with
regular expressions, so a command is the first word of a simple command
wherever it stands: in a pipeline, after &&, in $(...), in a function, in
the string of `sh -c '...'`, behind a wrapper such as `exec`, `env`,
`timeout` or `xargs`. Words that are not literal ("$CC", "$top/scripts/x")
are left out: they name the project's own files or are set elsewhere.

Prints "command NAME FILE:LINE" and "path PATH FILE:LINE" lines, where a
path is an absolute file name under /usr, /bin, /sbin or /lib written
literally in a script (firmware images, boot stubs, keyrings).
"""
import json
import re
import subprocess
import sys

# Wrappers whose arguments start with another command, and how many
# option words with a value they may take.
WRAPPERS = {"exec", "command", "env", "nice", "nohup", "setsid", "time",
            "timeout", "xargs", "sudo", "chroot", "unshare", "ccache"}
SHELLS = {"sh", "bash", "dash"}
PATH_RE = re.compile(r"(?<![\w$}.-])/(?:usr|bin|sbin|lib)/[A-Za-z0-9_.+/-]+")


def literal(word):
    """The word's text if it has no expansion in it, else None."""
    out = []
    for part in word.get("Parts", []):
        kind = part.get("Type")
        if kind == "Lit":
            out.append(part["Value"])
        elif kind == "SglQuoted":
            out.append(part["Value"])
        elif kind == "DblQuoted":
            inner = literal(part)
            if inner is None:
                return None
            out.append(inner)
        else:
            return None
    return "".join(out)


def shell_tree(text):
    res = subprocess.run(["shfmt", "--tojson"], input=text, text=True,
                         capture_output=True, check=False)
    if res.returncode != 0:
        raise SyntaxError(res.stderr.strip())
    return json.loads(res.stdout)


def command_of(args):
    """The commands a simple command runs (wrappers and what they run),
    and the script of `sh -c SCRIPT` if it is one."""
    words = [literal(a) for a in args]
    names = []
    i = 0
    while i < len(words):
        w = words[i]
        if w is None:
            return names, None
        if w in WRAPPERS:
            names.append(w)
            i += 1
            while i < len(words) and words[i] is not None and (
                    words[i].startswith("-") or "=" in words[i] or
                    (w == "timeout" and re.fullmatch(r"[0-9.]+[smhd]?", words[i]))):
                opt = words[i]
                i += 1
                if w == "timeout" and opt in ("-k", "-s") and i < len(words):
                    i += 1
            continue
        names.append(w)
        if w in SHELLS and i + 2 < len(words) and words[i + 1] == "-c":
            return names, words[i + 2]
        return names, None
    return names, None


def walk(node, found, funcs, where, line_base=0):
    if isinstance(node, list):
        for item in node:
            walk(item, found, funcs, where, line_base)
        return
    if not isinstance(node, dict):
        return
    if node.get("Type") == "FuncDecl":
        funcs.add(node["Name"]["Value"])
    if node.get("Type") == "CallExpr" and node.get("Args"):
        line = line_base + node["Pos"]["Line"]
        names, script = command_of(node["Args"])
        for name in names:
            found.append((name, "%s:%d" % (where, line)))
        if script:
            try:
                walk(shell_tree(script), found, funcs, where, line - 1)
            except SyntaxError:
                pass
    for key, value in node.items():
        if key not in ("Pos", "End"):
            walk(value, found, funcs, where, line_base)


def makefile_recipes(text):
    """A Makefile's recipe lines as one shell script (lines kept)."""
    lines = []
    continued = False
    for raw in text.splitlines():
        if continued or not raw.startswith("\t"):
            # a rule, an assignment, or a continuation of one
            continued = raw.endswith("\\")
            lines.append(":")
        else:
            line = raw[1:].lstrip("@-+")
            line = line.replace("$(MAKE)", "make").replace("$$", "$")
            line = re.sub(r"\$\(([A-Za-z_][A-Za-z0-9_]*)\)", r"${\1}", line)
            line = re.sub(r"\$([@<^*])", r"${MAKE_AUTO}", line)
            lines.append(line)
    return "\n".join(lines)


def main(files):
    for name in files:
        with open(name, encoding="utf-8") as f:
            text = f.read()
        base = name.rsplit("/", 1)[-1]
        if base == "Makefile" or text.startswith("#!/usr/bin/make"):
            text = makefile_recipes(text)
        found, funcs = [], set()
        if text.startswith("#!") and "python" in text.split("\n", 1)[0]:
            found.append(("python3", "%s:1" % name))
        else:
            try:
                walk(shell_tree(text), found, funcs, name)
            except SyntaxError as err:
                print("error %s %s" % (name, err))
                continue
        for cmd, where in found:
            if cmd not in funcs:
                print("command %s %s" % (cmd, where))
        for num, line in enumerate(text.splitlines(), 1):
            for path in PATH_RE.findall(line):
                print("path %s %s:%d" % (path.rstrip("."), name, num))


if __name__ == "__main__":
    main(sys.argv[1:])
