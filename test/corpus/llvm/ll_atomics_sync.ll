; ll_atomics_sync.ll - ptxlint real-PTX corpus (LLVM 14 NVPTX back end)
;
; Covers atomics, fences and warp/block synchronisation as emitted by llc:
;   * atomicrmw add/sub/xchg/and/or/xor/min/max/umin/umax on i32 and i64 in
;     the global, shared and generic spaces, atomicrmw fadd on float and
;     double, cmpxchg (atom.cas) including a CAS loop
;   * scoped NVVM atomic intrinsics (atom.cta.* / atom.sys.*), atomic inc/dec
;   * llvm.nvvm.membar.{cta,gl,sys} (LLVM 14 cannot select the IR "fence"
;     instruction for NVPTX)
;   * barriers: llvm.nvvm.barrier0, barrier0.popc/and/or (bar.red),
;     barrier.sync with and without a thread count, bar.warp.sync
;   * warp intrinsics: shfl.sync idx/up/down/bfly (plain and with the
;     predicate output), vote.sync ballot/any/all/uni, match.any.sync,
;     activemask via inline asm
;   * special registers: %tid, %ntid, %ctaid, %nctaid, %laneid, %warpid,
;     %clock64, %globaltimer via inline asm in IR
; corpus-llc-32bit

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s_counters = internal addrspace(3) global [8 x i32] undef, align 4
@g_lock = addrspace(1) global i32 0, align 4

define void @rmw_global(i32 addrspace(1)* %p, i64 addrspace(1)* %q, float addrspace(1)* %f, double addrspace(1)* %d,
                        i32 addrspace(1)* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %a0 = atomicrmw add i32 addrspace(1)* %p, i32 1 seq_cst
  %p1 = getelementptr i32, i32 addrspace(1)* %p, i32 1
  %a1 = atomicrmw sub i32 addrspace(1)* %p1, i32 %tid monotonic
  %p2 = getelementptr i32, i32 addrspace(1)* %p, i32 2
  %a2 = atomicrmw xchg i32 addrspace(1)* %p2, i32 %tid acq_rel
  %p3 = getelementptr i32, i32 addrspace(1)* %p, i32 3
  %a3 = atomicrmw and i32 addrspace(1)* %p3, i32 -256 monotonic
  %p4 = getelementptr i32, i32 addrspace(1)* %p, i32 4
  %a4 = atomicrmw or i32 addrspace(1)* %p4, i32 256 monotonic
  %p5 = getelementptr i32, i32 addrspace(1)* %p, i32 5
  %a5 = atomicrmw xor i32 addrspace(1)* %p5, i32 %tid monotonic
  %p6 = getelementptr i32, i32 addrspace(1)* %p, i32 6
  %a6 = atomicrmw min i32 addrspace(1)* %p6, i32 %tid monotonic
  %p7 = getelementptr i32, i32 addrspace(1)* %p, i32 7
  %a7 = atomicrmw umax i32 addrspace(1)* %p7, i32 %tid monotonic
  %b0 = atomicrmw add i64 addrspace(1)* %q, i64 %t64 monotonic
  %q1 = getelementptr i64, i64 addrspace(1)* %q, i32 1
  %b1 = atomicrmw max i64 addrspace(1)* %q1, i64 %t64 monotonic
  %q2 = getelementptr i64, i64 addrspace(1)* %q, i32 2
  %b2 = atomicrmw umin i64 addrspace(1)* %q2, i64 %t64 monotonic
  %q3 = getelementptr i64, i64 addrspace(1)* %q, i32 3
  %b3 = atomicrmw xchg i64 addrspace(1)* %q3, i64 %t64 monotonic
  %ft = uitofp i32 %tid to float
  %c0 = atomicrmw fadd float addrspace(1)* %f, float %ft monotonic
  %dt = uitofp i32 %tid to double
  %c1 = atomicrmw fadd double addrspace(1)* %d, double %dt monotonic
  %pair = cmpxchg i32 addrspace(1)* %p, i32 %a0, i32 %tid seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %pair64 = cmpxchg i64 addrspace(1)* %q, i64 %b0, i64 0 acq_rel monotonic
  %old64 = extractvalue { i64, i1 } %pair64, 0
  ; scoped atomics through NVVM intrinsics
  %g0 = addrspacecast i32 addrspace(1)* %p to i32*
  %s0 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0i32(i32* %g0, i32 1)
  %s1 = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0i32(i32* %g0, i32 2)
  %s2 = call i32 @llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)* %p1, i32 100)
  %s3 = call i32 @llvm.nvvm.atomic.load.dec.32.p1i32(i32 addrspace(1)* %p2, i32 100)
  %r0 = add i32 %a0, %a1
  %r1 = add i32 %r0, %a2
  %r2 = add i32 %r1, %a3
  %r3 = add i32 %r2, %a4
  %r4 = add i32 %r3, %a5
  %r5 = add i32 %r4, %a6
  %r6 = add i32 %r5, %a7
  %bs = add i64 %b0, %b1
  %bs1 = add i64 %bs, %b2
  %bs2 = add i64 %bs1, %b3
  %bs3 = add i64 %bs2, %old64
  %bt = trunc i64 %bs3 to i32
  %r7 = add i32 %r6, %bt
  %ci = fptosi float %c0 to i32
  %di = fptosi double %c1 to i32
  %r8 = add i32 %r7, %ci
  %r9 = add i32 %r8, %di
  %oki = zext i1 %ok to i32
  %r10 = add i32 %r9, %oki
  %r11 = add i32 %r10, %old
  %r12 = add i32 %r11, %s0
  %r13 = add i32 %r12, %s1
  %r14 = add i32 %r13, %s2
  %r15 = add i32 %r14, %s3
  %po = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %r15, i32 addrspace(1)* %po, align 4
  call void @llvm.nvvm.membar.gl()
  ret void
}

; Shared-memory atomics and a spin lock on a global word.
define void @shared_and_lock(i32 addrspace(1)* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = and i32 %tid, 7
  %ps = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @s_counters, i32 0, i32 %slot
  %first = icmp ult i32 %tid, 8
  br i1 %first, label %init, label %after_init

init:
  store i32 0, i32 addrspace(3)* %ps, align 4
  br label %after_init

after_init:
  call void @llvm.nvvm.barrier0()
  %x = atomicrmw add i32 addrspace(3)* %ps, i32 1 monotonic
  %y = atomicrmw max i32 addrspace(3)* %ps, i32 %tid monotonic
  %gen = addrspacecast i32 addrspace(3)* %ps to i32*
  %z = atomicrmw or i32* %gen, i32 65536 monotonic
  call void @llvm.nvvm.barrier0()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %leader = icmp eq i32 %lane, 0
  br i1 %leader, label %acquire, label %done

acquire:
  %cas = cmpxchg i32 addrspace(1)* @g_lock, i32 0, i32 1 acquire monotonic
  %got = extractvalue { i32, i1 } %cas, 1
  br i1 %got, label %critical, label %acquire

critical:
  %v = load volatile i32, i32 addrspace(1)* %out, align 4
  %v1 = add i32 %v, %x
  store volatile i32 %v1, i32 addrspace(1)* %out, align 4
  call void @llvm.nvvm.membar.gl()
  %unlock = atomicrmw xchg i32 addrspace(1)* @g_lock, i32 0 release
  br label %done

done:
  %s = add i32 %y, %z
  %pd = getelementptr i32, i32 addrspace(1)* %out, i32 1
  %pdt = getelementptr i32, i32 addrspace(1)* %pd, i32 %tid
  store i32 %s, i32 addrspace(1)* %pdt, align 4
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.sys()
  call void @llvm.nvvm.membar.sys()
  ret void
}

; Block-level barriers with reductions, named barriers, warp barriers.
define void @barriers(i32 addrspace(1)* %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pos = icmp slt i32 %tid, %n
  %pi = zext i1 %pos to i32
  %cnt = call i32 @llvm.nvvm.barrier0.popc(i32 %pi)
  %all = call i32 @llvm.nvvm.barrier0.and(i32 %pi)
  %any = call i32 @llvm.nvvm.barrier0.or(i32 %pi)
  call void @llvm.nvvm.barrier.sync(i32 1)
  call void @llvm.nvvm.barrier.sync.cnt(i32 2, i32 64)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %s0 = add i32 %cnt, %all
  %s1 = add i32 %s0, %any
  %po = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %s1, i32 addrspace(1)* %po, align 4
  ret void
}

; Warp shuffles, votes and match.
define void @warp_ops(float addrspace(1)* %fin, i32 addrspace(1)* %iout, float addrspace(1)* %fout) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pf = getelementptr float, float addrspace(1)* %fin, i32 %tid
  %v = load float, float addrspace(1)* %pf, align 4
  %x1 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v, i32 16, i32 31)
  %s1 = fadd float %v, %x1
  %x2 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %s1, i32 8, i32 31)
  %s2 = fadd float %s1, %x2
  %x3 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %s2, i32 4, i32 31)
  %s3 = fadd float %s2, %x3
  %x4 = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %s3, i32 1, i32 0)
  %s4 = fadd float %s3, %x4
  %b = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %s4, i32 0, i32 31)
  %ti = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %tid, i32 3, i32 7711)
  %pr = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %tid, i32 5, i32 31)
  %prv = extractvalue { i32, i1 } %pr, 0
  %prp = extractvalue { i32, i1 } %pr, 1
  %pos = fcmp ogt float %v, 0.0
  %bal = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %pos)
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %pos)
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %pos)
  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %pos)
  %key = and i32 %tid, 3
  %peers = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %key)
  %act = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %anyi = zext i1 %any to i32
  %alli = zext i1 %all to i32
  %unii = zext i1 %uni to i32
  %prpi = zext i1 %prp to i32
  %r0 = add i32 %bal, %anyi
  %r1 = add i32 %r0, %alli
  %r2 = add i32 %r1, %unii
  %r3 = add i32 %r2, %peers
  %r4 = add i32 %r3, %ti
  %r5 = add i32 %r4, %prv
  %r6 = add i32 %r5, %prpi
  %r7 = xor i32 %r6, %act
  %pio = getelementptr i32, i32 addrspace(1)* %iout, i32 %tid
  store i32 %r7, i32 addrspace(1)* %pio, align 4
  %pfo = getelementptr float, float addrspace(1)* %fout, i32 %tid
  store float %b, float addrspace(1)* %pfo, align 4
  ret void
}

; Special registers (intrinsics and inline asm) and clocks.
define void @sregs(i64 addrspace(1)* %out) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %gx = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %wid = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %smid = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %lm = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %c0 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %gt = call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"()
  %c1 = call i64 @llvm.readcyclecounter()
  %e = sub i64 %c1, %c0
  %a0 = add i32 %tx, %ty
  %a1 = add i32 %a0, %tz
  %a2 = mul i32 %cx, %nx
  %a3 = add i32 %a1, %a2
  %a4 = add i32 %a3, %cy
  %a5 = add i32 %a4, %gx
  %a6 = add i32 %a5, %ws
  %a7 = add i32 %a6, %wid
  %a8 = add i32 %a7, %smid
  %a9 = xor i32 %a8, %lm
  %w = zext i32 %a9 to i64
  %s = add i64 %w, %e
  %s2 = add i64 %s, %gt
  %idx = zext i32 %tx to i64
  %po = getelementptr i64, i64 addrspace(1)* %out, i64 %idx
  store i64 %s2, i64 addrspace(1)* %po, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.read.ptx.sreg.warpid()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare i64 @llvm.readcyclecounter()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.sys()
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)*, i32)
declare i32 @llvm.nvvm.atomic.load.dec.32.p1i32(i32 addrspace(1)*, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{void (i32 addrspace(1)*, i64 addrspace(1)*, float addrspace(1)*, double addrspace(1)*, i32 addrspace(1)*)* @rmw_global, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @shared_and_lock, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*, i32)* @barriers, !"kernel", i32 1}
!3 = !{void (float addrspace(1)*, i32 addrspace(1)*, float addrspace(1)*)* @warp_ops, !"kernel", i32 1}
!4 = !{void (i64 addrspace(1)*)* @sregs, !"kernel", i32 1}
