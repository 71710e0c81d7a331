#!/usr/bin/env python3
"""Writes utils/fuzz/ptx.dict, the libFuzzer dictionary run-fuzz.sh passes:
the most frequent directives, modifiers, opcodes and special registers of
the test suite's PTX, and punctuation. Run from the repository root."""
import collections, glob, re

C = collections.Counter()
for f in glob.glob('test/**/*.ptx', recursive=True) + glob.glob('docs/examples/*.ptx'):
    t = re.sub(r'//.*', '', open(f, errors='replace').read())
    C.update(re.findall(r'\.[A-Za-z_][A-Za-z0-9_:]*', t))
    C.update(re.findall(r'^\s*(?:@!?%\w+\s+)?([a-z][a-z0-9_]*)(?=[.\s])', t, re.M))
    C.update(re.findall(r'%(?:tid|ntid|ctaid|nctaid|laneid|warpid|clusterid|lanemask_\w+|'
                        r'clock64|globaltimer)\b(?:\.[xyz])?', t))
toks = [k for k, _ in C.most_common(900)]
toks += ['{', '}', '[', ']', '(', ')', ';', ',', '<', '>', '%r<', '@%p', '@!%p', '0f3F800000',
         '0d3FF0000000000000', '0xFFFFFFFF', '-1', '"', '/*', '*/', '//']
with open('utils/fuzz/ptx.dict', 'w') as f:
    f.write('# libFuzzer dictionary of PTX tokens: the most frequent directives,\n'
            '# modifiers, opcodes and special registers of test/**/*.ptx (at most 900),\n'
            '# and punctuation. Made by utils/fuzz/make-dict.py.\n')
    for t in toks:
        f.write('"%s"\n' % t.replace('\\', '\\\\').replace('"', '\\"'))
