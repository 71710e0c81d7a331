; ll_math_half.ll - ptxlint real-PTX corpus (LLVM 14 NVPTX back end)
;
; Covers floating-point and integer arithmetic as llc emits it:
;   * float/double arithmetic with fast-math flags (contract -> fma.rn,
;     afn/arcp -> approximate division), fdiv/frem, fneg, fcmp with every
;     predicate (setp.{eq,ne,lt,le,gt,ge,equ,neu,num,nan,...}), selp
;   * LLVM intrinsics: llvm.fma, llvm.sqrt, llvm.fabs, llvm.minnum/maxnum,
;     llvm.floor/ceil/trunc/rint/nearbyint/round, llvm.copysign, llvm.sin/cos
;     (sin.approx / cos.approx with afn; llvm.exp2/log2 are not lowered by
;     LLVM 14 NVPTX, they need libcalls)
;   * NVVM intrinsics: sqrt.rn / sqrt.approx, rsqrt.approx, rcp.rn.d,
;     ex2.approx, lg2.approx, sin/cos.approx, div.approx, div.rn.d, fma.rn.ftz,
;     saturate, f2i.rz, d2i.hi/lo, lohi.i2d, mulhi, mul24, sad, prmt,
;     fmin/fmax (.ftz), ldg (ld.global.nc)
;   * integer intrinsics: ctpop, ctlz, cttz, bitreverse, bswap, fshl/fshr,
;     smax/umin/abs, uadd.with.overflow, sadd.sat, umul.with.overflow
;   * conversions between every integer width and float/double/half
;     (cvt.rzi, cvt.rn, cvt.sat), i128 add/mul/shift (carry chains)
;   * half precision: fadd/fmul/fma on half and <2 x half> (add.rn.f16,
;     fma.rn.f16x2 on sm_53+), fpext/fptrunc, half comparisons
; corpus-llc-32bit

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @float_math(float addrspace(1)* %fin, double addrspace(1)* %din, float addrspace(1)* %fout,
                        double addrspace(1)* %dout, i32 addrspace(1)* %iout) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pf = getelementptr float, float addrspace(1)* %fin, i32 %tid
  %x = call float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)* %pf, i32 4)
  %pd = getelementptr double, double addrspace(1)* %din, i32 %tid
  %y = load double, double addrspace(1)* %pd, align 8
  %ax = call float @llvm.fabs.f32(float %x)
  %ax1 = fadd float %ax, 1.0
  ; contracted multiply-add, division, remainder, negation
  %m = fmul contract float %x, %ax1
  %ma = fadd contract float %m, 3.0
  %dv = fdiv float %ma, %ax1
  %dva = fdiv arcp afn float %ma, %ax1
  %rm = frem float %x, 2.5
  %ng = fneg float %dv
  ; intrinsics
  %f0 = call float @llvm.fma.f32(float %x, float %ax1, float %ng)
  %f1 = call float @llvm.sqrt.f32(float %ax1)
  %f2 = call float @llvm.minnum.f32(float %f0, float %f1)
  %f3 = call float @llvm.maxnum.f32(float %f2, float %rm)
  %f4 = call float @llvm.floor.f32(float %f3)
  %f5 = call float @llvm.ceil.f32(float %x)
  %f6 = call float @llvm.trunc.f32(float %x)
  %f7 = call float @llvm.rint.f32(float %x)
  %f8 = call float @llvm.nearbyint.f32(float %x)
  %f9 = call float @llvm.round.f32(float %x)
  %f10 = call float @llvm.copysign.f32(float %ax1, float %x)
  %f11 = fmul float %x, 0x3FC45F3060000000
  %f12 = fsub float %x, %f11
  %f13 = fmul afn float %x, 0x3FF7154760000000
  %f14 = fdiv arcp float 1.0, %ax1
  %n0 = call float @llvm.nvvm.sqrt.rn.f(float %ax1)
  %n1 = call float @llvm.nvvm.sqrt.approx.f(float %ax1)
  %n2 = call float @llvm.nvvm.rsqrt.approx.f(float %ax1)
  %n3 = call float @llvm.nvvm.ex2.approx.f(float %x)
  %n4 = call float @llvm.nvvm.lg2.approx.f(float %ax1)
  %n5 = call float @llvm.nvvm.sin.approx.f(float %x)
  %n6 = call float @llvm.nvvm.cos.approx.f(float %x)
  %n7 = call float @llvm.nvvm.div.approx.f(float %x, float %ax1)
  %n8 = call float @llvm.nvvm.fma.rn.ftz.f(float %x, float %x, float %ax1)
  %n9 = call float @llvm.nvvm.saturate.f(float %x)
  %n10 = call float @llvm.nvvm.fmin.ftz.f(float %n8, float %n9)
  %n11 = call float @llvm.nvvm.fmax.f(float %n10, float %n7)
  ; compares
  %c0 = fcmp oeq float %x, %ax
  %c1 = fcmp une float %x, %f1
  %c2 = fcmp ult float %x, 0.0
  %c3 = fcmp uno float %x, %x
  %c4 = fcmp ord float %x, %f1
  %c5 = fcmp oge float %f3, %f4
  %s0 = select i1 %c0, float %f5, float %f6
  %s1 = select i1 %c1, float %s0, float %f7
  %s2 = select i1 %c2, float %s1, float %f8
  %s3 = select i1 %c3, float 0x7FF8000000000000, float %s2
  %s4 = select i1 %c4, float %s3, float 0xFFF0000000000000
  %s5 = select i1 %c5, float %s4, float %f9
  %t0 = fadd float %s5, %f10
  %t1 = fadd float %t0, %f11
  %t2 = fadd float %t1, %f12
  %t3 = fadd float %t2, %f13
  %t4 = fadd float %t3, %f14
  %t5 = fadd float %t4, %n0
  %t6 = fadd float %t5, %n1
  %t7 = fadd float %t6, %n2
  %t8 = fadd float %t7, %n3
  %t9 = fadd float %t8, %n4
  %t10 = fadd float %t9, %n5
  %t11 = fadd float %t10, %n6
  %t12 = fadd float %t11, %n11
  %t13 = fadd float %t12, %dva
  %pfo = getelementptr float, float addrspace(1)* %fout, i32 %tid
  store float %t13, float addrspace(1)* %pfo, align 4
  ; double precision
  %ay = call double @llvm.fabs.f64(double %y)
  %ay1 = fadd double %ay, 1.0
  %d0 = call double @llvm.fma.f64(double %y, double %ay1, double 0x3FB999999999999A)
  %d1 = call double @llvm.sqrt.f64(double %ay1)
  %d2 = fdiv double %d0, %d1
  %d3 = call double @llvm.nvvm.rsqrt.approx.d(double %ay1)
  %d4 = call double @llvm.nvvm.rcp.rn.d(double %ay1)
  %d5 = call double @llvm.nvvm.div.rn.d(double %y, double %ay1)
  %d6 = call double @llvm.minnum.f64(double %d2, double %d3)
  %d7 = call double @llvm.floor.f64(double %y)
  %hi = call i32 @llvm.nvvm.d2i.hi(double %y)
  %lo = call i32 @llvm.nvvm.d2i.lo(double %y)
  %rebuilt = call double @llvm.nvvm.lohi.i2d(i32 %lo, i32 %hi)
  %dd0 = fadd double %d4, %d5
  %dd1 = fadd double %dd0, %d6
  %dd2 = fadd double %dd1, %d7
  %dd3 = fadd double %dd2, %rebuilt
  %pdo = getelementptr double, double addrspace(1)* %dout, i32 %tid
  store double %dd3, double addrspace(1)* %pdo, align 8
  ; conversions
  %i0 = call i32 @llvm.nvvm.f2i.rz(float %x)
  %i1 = fptosi float %x to i32
  %i2 = fptoui double %ay to i64
  %i3 = fptosi double %y to i16
  %i4 = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  %i2t = trunc i64 %i2 to i32
  %i3e = sext i16 %i3 to i32
  %i5 = add i32 %i0, %i1
  %i6 = add i32 %i5, %i2t
  %i7 = add i32 %i6, %i3e
  %i8 = add i32 %i7, %i4
  %pio = getelementptr i32, i32 addrspace(1)* %iout, i32 %tid
  store i32 %i8, i32 addrspace(1)* %pio, align 4
  ret void
}

; llvm.sin / llvm.cos are only selected (as sin.approx / cos.approx) when the
; function allows unsafe FP math; this also turns fdiv into div.approx / div.full.
define void @fast_trig(float addrspace(1)* %io) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, float addrspace(1)* %io, i32 %tid
  %x = load float, float addrspace(1)* %p, align 4
  %s = call afn float @llvm.sin.f32(float %x)
  %c = call afn float @llvm.cos.f32(float %x)
  %q = fdiv float %s, %c
  %r = fdiv float 1.0, %x
  %sq = call float @llvm.sqrt.f32(float %x)
  %t0 = fadd float %q, %r
  %t1 = fadd float %t0, %sq
  store float %t1, float addrspace(1)* %p, align 4
  ret void
}

define void @int_math(i32 addrspace(1)* %a, i64 addrspace(1)* %b, i128 addrspace(1)* %c, i32 addrspace(1)* %out,
                      i128 addrspace(1)* %out128) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, i32 addrspace(1)* %a, i32 %tid
  %x = load i32, i32 addrspace(1)* %pa, align 4
  %pb = getelementptr i64, i64 addrspace(1)* %b, i32 %tid
  %y = load i64, i64 addrspace(1)* %pb, align 8
  %r0 = call i32 @llvm.ctpop.i32(i32 %x)
  %r1 = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %r2 = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %r3 = call i32 @llvm.bitreverse.i32(i32 %x)
  %r4 = call i32 @llvm.bswap.i32(i32 %x)
  %r5 = call i32 @llvm.fshl.i32(i32 %x, i32 %r4, i32 %tid)
  %r6 = call i32 @llvm.fshr.i32(i32 %x, i32 %r3, i32 7)
  %r7 = call i32 @llvm.smax.i32(i32 %x, i32 %r6)
  %r8 = call i32 @llvm.umin.i32(i32 %r7, i32 %r5)
  %r9 = call i32 @llvm.abs.i32(i32 %r8, i1 false)
  %r10 = call i32 @llvm.nvvm.mulhi.i(i32 %x, i32 %r9)
  %r11 = call i32 @llvm.nvvm.mul24.i(i32 %x, i32 %r10)
  %r12 = call i32 @llvm.nvvm.sad.i(i32 %x, i32 %r11, i32 %r0)
  %r13 = call i32 @llvm.nvvm.prmt(i32 %x, i32 %r12, i32 29217)
  %ov = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %x, i32 %r13)
  %ovs = extractvalue { i32, i1 } %ov, 0
  %ovf = extractvalue { i32, i1 } %ov, 1
  %ovi = zext i1 %ovf to i32
  %sat = call i32 @llvm.sadd.sat.i32(i32 %ovs, i32 %r1)
  %um = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %sat, i32 %r2)
  %ums = extractvalue { i32, i1 } %um, 0
  %y0 = call i64 @llvm.ctpop.i64(i64 %y)
  %y1 = call i64 @llvm.ctlz.i64(i64 %y, i1 true)
  %y2 = call i64 @llvm.nvvm.mulhi.ull(i64 %y, i64 %y0)
  %y3 = call i64 @llvm.bitreverse.i64(i64 %y)
  %ys = add i64 %y1, %y2
  %ys1 = xor i64 %ys, %y3
  %ysd = sdiv i64 %ys1, 7
  %ysr = urem i64 %ys1, %y
  %yst = add i64 %ysd, %ysr
  %yt = trunc i64 %yst to i32
  %sum0 = add i32 %ums, %ovi
  %sum1 = add i32 %sum0, %yt
  %po = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %sum1, i32 addrspace(1)* %po, align 4
  ; 128-bit integers
  %pc = getelementptr i128, i128 addrspace(1)* %c, i32 %tid
  %w = load i128, i128 addrspace(1)* %pc, align 16
  %ye = zext i64 %y to i128
  %w1 = add i128 %w, %ye
  %w2 = mul i128 %w1, 340282366920938463463374607431768211455
  %w3 = shl i128 %w2, 17
  %w4 = lshr i128 %w1, 70
  %w5 = xor i128 %w3, %w4
  %w6 = ashr i128 %w5, 3
  %cmp = icmp ugt i128 %w6, %w
  %w7 = select i1 %cmp, i128 %w6, i128 %w
  %po128 = getelementptr i128, i128 addrspace(1)* %out128, i32 %tid
  store i128 %w7, i128 addrspace(1)* %po128, align 16
  ret void
}

define void @half_math(half addrspace(1)* %h, <2 x half> addrspace(1)* %h2, float addrspace(1)* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ph = getelementptr half, half addrspace(1)* %h, i32 %tid
  %a = load half, half addrspace(1)* %ph, align 2
  %b = fadd half %a, 0xH3C00
  %c = fmul half %b, %a
  %d = call half @llvm.fma.f16(half %c, half %a, half 0xHBC00)
  %e = fsub half %d, %c
  %lt = fcmp olt half %e, %a
  %f = select i1 %lt, half %e, half %a
  store half %f, half addrspace(1)* %ph, align 2
  %pv = getelementptr <2 x half>, <2 x half> addrspace(1)* %h2, i32 %tid
  %v = load <2 x half>, <2 x half> addrspace(1)* %pv, align 4
  %v1 = fadd <2 x half> %v, <half 0xH3C00, half 0xH4000>
  %v2 = fmul <2 x half> %v1, %v
  %v3 = call <2 x half> @llvm.fma.v2f16(<2 x half> %v2, <2 x half> %v, <2 x half> %v1)
  %v4 = shufflevector <2 x half> %v3, <2 x half> undef, <2 x i32> <i32 1, i32 0>
  store <2 x half> %v4, <2 x half> addrspace(1)* %pv, align 4
  %e0 = extractelement <2 x half> %v4, i32 0
  %ef = fpext half %e0 to float
  %ff = fpext half %f to float
  %sum = fadd float %ef, %ff
  %hd = fptrunc float %sum to half
  %hdd = fpext half %hd to double
  %hdf = fptrunc double %hdd to float
  %pout = getelementptr float, float addrspace(1)* %out, i32 %tid
  store float %hdf, float addrspace(1)* %pout, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)*, i32)
declare float @llvm.fabs.f32(float)
declare double @llvm.fabs.f64(double)
declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
declare half @llvm.fma.f16(half, half, half)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare float @llvm.sqrt.f32(float)
declare double @llvm.sqrt.f64(double)
declare float @llvm.minnum.f32(float, float)
declare double @llvm.minnum.f64(double, double)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.floor.f32(float)
declare double @llvm.floor.f64(double)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.nearbyint.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.nvvm.sqrt.rn.f(float)
declare float @llvm.nvvm.sqrt.approx.f(float)
declare float @llvm.nvvm.rsqrt.approx.f(float)
declare double @llvm.nvvm.rsqrt.approx.d(double)
declare double @llvm.nvvm.rcp.rn.d(double)
declare double @llvm.nvvm.div.rn.d(double, double)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.lg2.approx.f(float)
declare float @llvm.nvvm.sin.approx.f(float)
declare float @llvm.nvvm.cos.approx.f(float)
declare float @llvm.nvvm.div.approx.f(float, float)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float)
declare float @llvm.nvvm.saturate.f(float)
declare float @llvm.nvvm.fmin.ftz.f(float, float)
declare float @llvm.nvvm.fmax.f(float, float)
declare i32 @llvm.nvvm.d2i.hi(double)
declare i32 @llvm.nvvm.d2i.lo(double)
declare double @llvm.nvvm.lohi.i2d(i32, i32)
declare i32 @llvm.nvvm.f2i.rz(float)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctpop.i64(i64)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64)
declare i32 @llvm.nvvm.mul24.i(i32, i32)
declare i32 @llvm.nvvm.sad.i(i32, i32, i32)
declare i32 @llvm.nvvm.prmt(i32, i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)

attributes #0 = { "unsafe-fp-math"="true" }

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{void (float addrspace(1)*, double addrspace(1)*, float addrspace(1)*, double addrspace(1)*, i32 addrspace(1)*)* @float_math, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*, i64 addrspace(1)*, i128 addrspace(1)*, i32 addrspace(1)*, i128 addrspace(1)*)* @int_math, !"kernel", i32 1}
!2 = !{void (half addrspace(1)*, <2 x half> addrspace(1)*, float addrspace(1)*)* @half_math, !"kernel", i32 1}
!3 = !{void (float addrspace(1)*)* @fast_trig, !"kernel", i32 1}
