; ll_wmma_i128.ll - ptxlint real-PTX corpus (LLVM 14 NVPTX back end)
;
; Covers what the other .ll files leave out:
;   * wmma f16 m16n16k16 load.a/load.b/load.c, mma.sync and store.d through the
;     llvm.nvvm.wmma.* intrinsics (sm_70+, PTX 6.0), row and col layouts, strides
;   * i128 arithmetic (add.cc/addc chains, mul.lo/mul.hi, shifts by register),
;     llvm.umul.with.overflow.i64, llvm.sadd.sat/usub.sat, llvm.smin/umax.i64,
;     llvm.fshl.i64, llvm.abs.i64
;   * ldu (llvm.nvvm.ldu.global.*), loads from addrspace(4) (ld.const) of <4 x
;     float>, <8 x i8> and <2 x i16> vector loads and stores, volatile accesses
;   * nvvm.mul.hi, nvvm.sad, nvvm.f2h.rn, nvvm.d2i.rz, nvvm.ui2f.rm intrinsics
; corpus-llc-32bit

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@cvec = internal addrspace(4) global [4 x <4 x float>] zeroinitializer, align 16

define void @wmma_tile(half* %a, half* %b, float* %c, float* %d, i32 %lda) {
entry:
  %fa = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>}
        @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0f16(half* %a, i32 %lda)
  %fb = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>}
        @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0f16(half* %b, i32 %lda)
  %fc = call {float, float, float, float, float, float, float, float}
        @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0f32(float* %c, i32 16)
  %a0 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 0
  %a1 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 1
  %a2 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 2
  %a3 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 3
  %a4 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 4
  %a5 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 5
  %a6 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 6
  %a7 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 7
  %b0 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 0
  %b1 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 1
  %b2 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 2
  %b3 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 3
  %b4 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 4
  %b5 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 5
  %b6 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 6
  %b7 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 7
  %c0 = extractvalue {float, float, float, float, float, float, float, float} %fc, 0
  %c1 = extractvalue {float, float, float, float, float, float, float, float} %fc, 1
  %c2 = extractvalue {float, float, float, float, float, float, float, float} %fc, 2
  %c3 = extractvalue {float, float, float, float, float, float, float, float} %fc, 3
  %c4 = extractvalue {float, float, float, float, float, float, float, float} %fc, 4
  %c5 = extractvalue {float, float, float, float, float, float, float, float} %fc, 5
  %c6 = extractvalue {float, float, float, float, float, float, float, float} %fc, 6
  %c7 = extractvalue {float, float, float, float, float, float, float, float} %fc, 7
  %r = call {float, float, float, float, float, float, float, float}
       @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(
         <2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7,
         <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %b4, <2 x half> %b5, <2 x half> %b6, <2 x half> %b7,
         float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  %d0 = extractvalue {float, float, float, float, float, float, float, float} %r, 0
  %d1 = extractvalue {float, float, float, float, float, float, float, float} %r, 1
  %d2 = extractvalue {float, float, float, float, float, float, float, float} %r, 2
  %d3 = extractvalue {float, float, float, float, float, float, float, float} %r, 3
  %d4 = extractvalue {float, float, float, float, float, float, float, float} %r, 4
  %d5 = extractvalue {float, float, float, float, float, float, float, float} %r, 5
  %d6 = extractvalue {float, float, float, float, float, float, float, float} %r, 6
  %d7 = extractvalue {float, float, float, float, float, float, float, float} %r, 7
  call void @llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f32.p0f32(float* %d, float %d0, float %d1, float %d2, float %d3,
                                                                  float %d4, float %d5, float %d6, float %d7, i32 16)
  ret void
}

define void @wide_int(i128 addrspace(1)* %p, i64 addrspace(1)* %q, i64 %s) {
entry:
  %x = load i128, i128 addrspace(1)* %p, align 16
  %p1 = getelementptr i128, i128 addrspace(1)* %p, i64 1
  %y = load volatile i128, i128 addrspace(1)* %p1, align 16
  %sum = add i128 %x, %y
  %prod = mul i128 %sum, %x
  %sh = zext i64 %s to i128
  %shl = shl i128 %prod, %sh
  %lshr = lshr i128 %shl, 3
  %ashr = ashr i128 %y, %sh
  %xo = xor i128 %lshr, %ashr
  store i128 %xo, i128 addrspace(1)* %p, align 16
  %lo = trunc i128 %x to i64
  %hi128 = lshr i128 %x, 64
  %hi = trunc i128 %hi128 to i64
  %mo = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %lo, i64 %hi)
  %mv = extractvalue {i64, i1} %mo, 0
  %mf = extractvalue {i64, i1} %mo, 1
  %sat = call i64 @llvm.sadd.sat.i64(i64 %mv, i64 %s)
  %usat = call i64 @llvm.usub.sat.i64(i64 %sat, i64 %lo)
  %mn = call i64 @llvm.smin.i64(i64 %usat, i64 %hi)
  %mx = call i64 @llvm.umax.i64(i64 %mn, i64 %s)
  %fs = call i64 @llvm.fshl.i64(i64 %mx, i64 %lo, i64 %s)
  %ab = call i64 @llvm.abs.i64(i64 %fs, i1 false)
  %sel = select i1 %mf, i64 %ab, i64 %mx
  store i64 %sel, i64 addrspace(1)* %q, align 8
  ret void
}

define void @ldu_const(float addrspace(1)* %f, <8 x i8> addrspace(1)* %b, <2 x i16> addrspace(1)* %h, i32 %i, float addrspace(1)* %out) {
entry:
  %u = call float @llvm.nvvm.ldu.global.f.f32.p1f32(float addrspace(1)* %f, i32 4)
  %idx = and i32 %i, 3
  %cp = getelementptr [4 x <4 x float>], [4 x <4 x float>] addrspace(4)* @cvec, i32 0, i32 %idx
  %cv = load <4 x float>, <4 x float> addrspace(4)* %cp, align 16
  %ce = extractelement <4 x float> %cv, i32 2
  %bv = load <8 x i8>, <8 x i8> addrspace(1)* %b, align 8
  %bb = add <8 x i8> %bv, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  store <8 x i8> %bb, <8 x i8> addrspace(1)* %b, align 8
  %hv = load volatile <2 x i16>, <2 x i16> addrspace(1)* %h, align 4
  %hs = shl <2 x i16> %hv, <i16 1, i16 3>
  store <2 x i16> %hs, <2 x i16> addrspace(1)* %h, align 4
  %mh = call i32 @llvm.nvvm.mulhi.i(i32 %i, i32 12345)
  %sd = call i32 @llvm.nvvm.sad.i(i32 %mh, i32 %i, i32 7)
  %hf = call i16 @llvm.nvvm.f2h.rn(float %ce)
  %hz = zext i16 %hf to i32
  %di = call i32 @llvm.nvvm.d2i.rz(double 3.5)
  %uf = call float @llvm.nvvm.ui2f.rm(i32 %sd)
  %t0 = add i32 %hz, %di
  %t1 = sitofp i32 %t0 to float
  %t2 = fadd float %t1, %uf
  %t3 = fadd float %t2, %u
  store float %t3, float addrspace(1)* %out, align 4
  ret void
}

declare {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0f16(half*, i32)
declare {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0f16(half*, i32)
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0f32(float*, i32)
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(
  <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>,
  <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>,
  float, float, float, float, float, float, float, float)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f32.p0f32(float*, float, float, float, float, float, float, float, float, i32)
declare {i64, i1} @llvm.umul.with.overflow.i64(i64, i64)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i64 @llvm.smin.i64(i64, i64)
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.abs.i64(i64, i1)
declare float @llvm.nvvm.ldu.global.f.f32.p1f32(float addrspace(1)*, i32)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i32 @llvm.nvvm.sad.i(i32, i32, i32)
declare i16 @llvm.nvvm.f2h.rn(float)
declare i32 @llvm.nvvm.d2i.rz(double)
declare float @llvm.nvvm.ui2f.rm(i32)

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (half*, half*, float*, float*, i32)* @wmma_tile, !"kernel", i32 1}
!1 = !{void (i128 addrspace(1)*, i64 addrspace(1)*, i64)* @wide_int, !"kernel", i32 1}
!2 = !{void (float addrspace(1)*, <8 x i8> addrspace(1)*, <2 x i16> addrspace(1)*, i32, float addrspace(1)*)* @ldu_const, !"kernel", i32 1}
