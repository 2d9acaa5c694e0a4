"""passes/stream_plan.py: which tokens share a stream, which escape, where each stream ends."""
from gpuopt.parser import parse_text
from gpuopt.passes.stream_plan import StreamPlan

PROGRAM = """
module attributes {gpu.container_module} {
  func.func @main(%n: index, %c: i1) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.wait async
    %t3 = gpu.wait async [%t1, %t2]
    %t4 = gpu.dealloc async [%t3] %m : memref<?xf32>
    %r = scf.if %c -> !gpu.async.token {
      scf.yield %t4 : !gpu.async.token
    } else {
      scf.yield %t4 : !gpu.async.token
    }
    gpu.wait [%r]
    %u = gpu.wait async
    return
  }
}
"""


def plan():
    m = parse_text(PROGRAM, "plan.mlir")
    f = next(op for op in m.walk() if op.name == "func.func")
    return f, StreamPlan(f)


def test_classes_and_ends():
    f, p = plan()
    ops = f.regions[0].blocks[0].ops
    by_line = {op.loc.line: op for op in ops}
    got = [(len(c.tokens), c.escapes, c.end.loc.line if c.end else None) for c in p.classes]
    # %t0/%t1 and %t2 end at the join (line 7); %t3/%t4 are yielded (escape); %r ends at the
    # sync wait; %u, never used, ends at its own definition
    assert got == [(2, False, 7), (1, False, 7), (2, True, None), (1, False, 14),
                   (1, False, 15)]
    join = by_line[7]
    assert [c.root.op.loc.line for c in p.ending_after(join)] == [4, 6]
    assert p.ends_operand(join, 0) and p.ends_operand(join, 1)
    assert p.ends_operand(by_line[14], 0)


def test_token_passed_to_a_call_escapes():
    m = parse_text("""
func.func private @take(!gpu.async.token)
func.func @f() {
  %t = gpu.wait async
  func.call @take(%t) : (!gpu.async.token) -> ()
  return
}""", "call.mlir")
    f = [op for op in m.walk() if op.name == "func.func"][1]
    (c,) = StreamPlan(f).classes
    assert c.escapes and c.end is None


def _plan_of(text: str, name: str):
    m = parse_text(text, "cf.mlir")
    f = next(op for op in m.walk() if op.name == "func.func"
             and op.attributes["sym_name"].value == name)
    return f, StreamPlan(f)


CF = """
func.func @loop(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %t0 = gpu.wait async
  cf.br ^head(%t0 : !gpu.async.token)
^head(%t: !gpu.async.token):
  cf.cond_br %c, ^body, ^exit
^body:
  %m, %t2 = gpu.alloc async [%t] (%n) : memref<?xf32>
  cf.br ^head(%t2 : !gpu.async.token)
^exit:
  gpu.wait [%t]
  return
}
func.func @oneside(%c: i1) {
  %t = gpu.wait async
  %u = gpu.wait async
  cf.cond_br %c, ^j(%t : !gpu.async.token), ^j(%u : !gpu.async.token)
^j(%x: !gpu.async.token):
  %y = gpu.wait async [%x]
  cf.br ^k(%y, %y : !gpu.async.token, !gpu.async.token)
^k(%a: !gpu.async.token, %b: !gpu.async.token):
  return
}
"""


def test_loop_back_edge_moves_the_stream():
    f, p = _plan_of(CF, "loop")
    t0, head = p.classes[0], p.classes[1]
    # %t0 moves into ^head's argument: no end, no edge action; the argument's class (with the
    # alloc's token, passed back to it) ends at the sync wait of ^exit only
    assert not t0.escapes and t0.ends == [] and not head.escapes
    assert [e.name for e in head.ends] == ["gpu.wait"]
    assert head.ends[0].parent is f.regions[0].blocks[3]
    assert len(head.tokens) == 2 and p.edges == {} and p.starts == []


def test_edge_releases_forks_and_unused_arguments():
    f, p = _plan_of(CF, "oneside")
    t, u, x, a, b, y = (p.stream_class(v) for v in (
        *[o.results[0] for o in f.regions[0].blocks[0].ops[:2]],
        f.regions[0].blocks[1].args[0], *f.regions[0].blocks[2].args,
        f.regions[0].blocks[1].ops[0].results[0]))
    term = f.regions[0].blocks[0].ops[-1]
    # edge 0 passes %t and drops %u; edge 1 the other way round
    assert p.edges[(id(term), 0)].releases == [u] and p.edges[(id(term), 1)].releases == [t]
    assert t.ends == [] and u.ends == []
    # %y is passed twice: the second argument gets a fork
    br = f.regions[0].blocks[1].ops[-1]
    assert p.edges[(id(br), 0)].forks == [1] and y.ends == []
    assert [e.name for e in x.ends] == ["gpu.wait"]  # the fork ends ^j's argument
    # ^k's arguments own streams nothing uses: destroyed at the start of ^k
    assert [(blk is f.regions[0].blocks[2], c) for blk, c in p.starts] == [(True, a), (True, b)]
