; ll_vectors.ll - ptxlint real-PTX corpus (LLVM 14 NVPTX back end)
;
; Covers vector code as llc legalises it (ld/st .v2/.v4 with "{%r1, %r2, ...}"
; operand lists, mov.b32 / mov.b64 packing and unpacking "{%rs1, %rs2}",
; prmt for byte shuffles, local-memory spills for dynamic element indices):
;   * <4 x i32>, <2 x i64>, <4 x float>, <2 x double>, <8 x i16>, <16 x i8>,
;     <4 x i64> (split), <3 x float> (odd size) loads/stores, aligned and
;     under-aligned (split into scalar accesses)
;   * shufflevector (reverse, interleave, broadcast, byte permutes),
;     insertelement / extractelement with constant and variable indices
;   * vector arithmetic, icmp / fcmp producing <N x i1>, vector select
;   * llvm.vector.reduce.{add,and,or,xor,smax,umin,fadd} reductions
;   * bitcasts between vector and scalar types (<4 x i8> <-> i32,
;     <2 x float> <-> i64, <2 x i16> <-> float)
;   * 32-bit compatible: also built with -march=nvptx (.address_size 32)
; corpus-llc-32bit

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s_vec = internal addrspace(3) global [128 x <4 x i32>] undef, align 16

define void @int_vectors(<4 x i32> addrspace(1)* %a, <8 x i16> addrspace(1)* %b, <16 x i8> addrspace(1)* %c,
                         <2 x i64> addrspace(1)* %d, <4 x i64> addrspace(1)* %e, i32 addrspace(1)* %out, i32 %k) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr <4 x i32>, <4 x i32> addrspace(1)* %a, i32 %tid
  %va = load <4 x i32>, <4 x i32> addrspace(1)* %pa, align 16
  %pb = getelementptr <8 x i16>, <8 x i16> addrspace(1)* %b, i32 %tid
  %vb = load <8 x i16>, <8 x i16> addrspace(1)* %pb, align 16
  %pc = getelementptr <16 x i8>, <16 x i8> addrspace(1)* %c, i32 %tid
  %vc = load <16 x i8>, <16 x i8> addrspace(1)* %pc, align 16
  %pd = getelementptr <2 x i64>, <2 x i64> addrspace(1)* %d, i32 %tid
  %vd = load <2 x i64>, <2 x i64> addrspace(1)* %pd, align 16
  %pe = getelementptr <4 x i64>, <4 x i64> addrspace(1)* %e, i32 %tid
  %ve = load <4 x i64>, <4 x i64> addrspace(1)* %pe, align 32
  ; arithmetic and shuffles
  %rev = shufflevector <4 x i32> %va, <4 x i32> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %sum = add <4 x i32> %va, %rev
  %bc = shufflevector <4 x i32> %sum, <4 x i32> undef, <4 x i32> zeroinitializer
  %mul = mul <4 x i32> %bc, <i32 3, i32 5, i32 7, i32 11>
  %shl = shl <4 x i32> %mul, <i32 1, i32 2, i32 3, i32 4>
  %cmp = icmp sgt <4 x i32> %shl, %va
  %sel = select <4 x i1> %cmp, <4 x i32> %shl, <4 x i32> %va
  %vb2 = add <8 x i16> %vb, <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8>
  %inter = shufflevector <8 x i16> %vb, <8 x i16> %vb2, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %bytes = shufflevector <16 x i8> %vc, <16 x i8> undef, <16 x i32> <i32 15, i32 0, i32 14, i32 1, i32 13, i32 2, i32 12, i32 3, i32 11, i32 4, i32 10, i32 5, i32 9, i32 6, i32 8, i32 7>
  %bx = xor <16 x i8> %bytes, <i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0>
  %vd2 = add <2 x i64> %vd, <i64 1, i64 -1>
  %ve2 = mul <4 x i64> %ve, <i64 2, i64 3, i64 4, i64 5>
  ; variable-index insert/extract (goes through local memory)
  %ki = and i32 %k, 3
  %ins = insertelement <4 x i32> %sel, i32 %tid, i32 %ki
  %ext = extractelement <4 x i32> %ins, i32 %ki
  %kb = and i32 %k, 7
  %ext16 = extractelement <8 x i16> %inter, i32 %kb
  %ext16z = zext i16 %ext16 to i32
  %kc = and i32 %k, 15
  %ext8 = extractelement <16 x i8> %bx, i32 %kc
  %ext8z = zext i8 %ext8 to i32
  ; reductions
  %r0 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %ins)
  %r1 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %sel)
  %r2 = call i16 @llvm.vector.reduce.xor.v8i16(<8 x i16> %inter)
  %r3 = call i8 @llvm.vector.reduce.umin.v16i8(<16 x i8> %bx)
  %r4 = call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> %vd2)
  %r5 = call i64 @llvm.vector.reduce.and.v4i64(<4 x i64> %ve2)
  %r2z = zext i16 %r2 to i32
  %r3z = zext i8 %r3 to i32
  %r45 = xor i64 %r4, %r5
  %r45t = trunc i64 %r45 to i32
  %s0 = add i32 %r0, %r1
  %s1 = add i32 %s0, %r2z
  %s2 = add i32 %s1, %r3z
  %s3 = add i32 %s2, %r45t
  %s4 = add i32 %s3, %ext
  %s5 = add i32 %s4, %ext16z
  %s6 = add i32 %s5, %ext8z
  store <4 x i32> %ins, <4 x i32> addrspace(1)* %pa, align 16
  store <8 x i16> %inter, <8 x i16> addrspace(1)* %pb, align 16
  store <16 x i8> %bx, <16 x i8> addrspace(1)* %pc, align 16
  store <2 x i64> %vd2, <2 x i64> addrspace(1)* %pd, align 16
  store <4 x i64> %ve2, <4 x i64> addrspace(1)* %pe, align 32
  %po = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %s6, i32 addrspace(1)* %po, align 4
  ret void
}

define void @float_vectors(<4 x float> addrspace(1)* %a, <2 x double> addrspace(1)* %b, <3 x float> addrspace(1)* %c,
                           float addrspace(1)* %unaligned, float addrspace(1)* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr <4 x float>, <4 x float> addrspace(1)* %a, i32 %tid
  %va = load <4 x float>, <4 x float> addrspace(1)* %pa, align 16
  %pb = getelementptr <2 x double>, <2 x double> addrspace(1)* %b, i32 %tid
  %vb = load <2 x double>, <2 x double> addrspace(1)* %pb, align 16
  %pc = getelementptr <3 x float>, <3 x float> addrspace(1)* %c, i32 %tid
  %vc = load <3 x float>, <3 x float> addrspace(1)* %pc, align 4
  ; under-aligned <4 x float> load from a float pointer (split)
  %pu = getelementptr float, float addrspace(1)* %unaligned, i32 %tid
  %pu4 = bitcast float addrspace(1)* %pu to <4 x float> addrspace(1)*
  %vu = load <4 x float>, <4 x float> addrspace(1)* %pu4, align 4
  %m = fmul <4 x float> %va, %vu
  %add = fadd <4 x float> %m, <float 1.0, float 2.0, float 0.5, float 0.25>
  %fc = fcmp olt <4 x float> %add, zeroinitializer
  %neg = fneg <4 x float> %add
  %abs = select <4 x i1> %fc, <4 x float> %neg, <4 x float> %add
  %c3 = fadd <3 x float> %vc, <float 1.0, float 1.0, float 1.0>
  %c3e = shufflevector <3 x float> %c3, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %c4 = insertelement <4 x float> %c3e, float 0.0, i32 3
  %t = fadd <4 x float> %abs, %c4
  %red = call reassoc float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> %t)
  %d2 = fmul <2 x double> %vb, <double 0.5, double 2.0>
  %d0 = extractelement <2 x double> %d2, i32 0
  %d1 = extractelement <2 x double> %d2, i32 1
  %dsum = fadd double %d0, %d1
  %df = fptrunc double %dsum to float
  %res = fadd float %red, %df
  store <4 x float> %t, <4 x float> addrspace(1)* %pa, align 16
  store <3 x float> %c3, <3 x float> addrspace(1)* %pc, align 4
  store <2 x double> %d2, <2 x double> addrspace(1)* %pb, align 16
  %po = getelementptr float, float addrspace(1)* %out, i32 %tid
  store float %res, float addrspace(1)* %po, align 4
  ret void
}

; Bitcasts between vectors and scalars; vectors in shared memory.
define void @bitcasts_shared(i32 addrspace(1)* %io, i64 addrspace(1)* %io64) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, i32 addrspace(1)* %io, i32 %tid
  %w = load i32, i32 addrspace(1)* %p, align 4
  %bytes = bitcast i32 %w to <4 x i8>
  %sw = shufflevector <4 x i8> %bytes, <4 x i8> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %inc = add <4 x i8> %sw, <i8 1, i8 1, i8 1, i8 1>
  %back = bitcast <4 x i8> %inc to i32
  %halves = bitcast i32 %back to <2 x i16>
  %hf = bitcast <2 x i16> %halves to float
  %hf2 = fmul float %hf, 2.0
  %hi = bitcast float %hf2 to i32
  %p64 = getelementptr i64, i64 addrspace(1)* %io64, i32 %tid
  %q = load i64, i64 addrspace(1)* %p64, align 8
  %fv = bitcast i64 %q to <2 x float>
  %fv2 = fadd <2 x float> %fv, <float 1.0, float -1.0>
  %q2 = bitcast <2 x float> %fv2 to i64
  store i64 %q2, i64 addrspace(1)* %p64, align 8
  %t = and i32 %tid, 127
  %ps = getelementptr inbounds [128 x <4 x i32>], [128 x <4 x i32>] addrspace(3)* @s_vec, i32 0, i32 %t
  %v0 = insertelement <4 x i32> undef, i32 %hi, i32 0
  %v1 = shufflevector <4 x i32> %v0, <4 x i32> undef, <4 x i32> zeroinitializer
  store <4 x i32> %v1, <4 x i32> addrspace(3)* %ps, align 16
  call void @llvm.nvvm.barrier0()
  %r = sub i32 127, %t
  %pr = getelementptr inbounds [128 x <4 x i32>], [128 x <4 x i32>] addrspace(3)* @s_vec, i32 0, i32 %r
  %vr = load <4 x i32>, <4 x i32> addrspace(3)* %pr, align 16
  %e1 = extractelement <4 x i32> %vr, i32 1
  %e3 = extractelement <4 x i32> %vr, i32 3
  %sum = add i32 %e1, %e3
  store i32 %sum, i32 addrspace(1)* %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i16 @llvm.vector.reduce.xor.v8i16(<8 x i16>)
declare i8 @llvm.vector.reduce.umin.v16i8(<16 x i8>)
declare i64 @llvm.vector.reduce.or.v2i64(<2 x i64>)
declare i64 @llvm.vector.reduce.and.v4i64(<4 x i64>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{void (<4 x i32> addrspace(1)*, <8 x i16> addrspace(1)*, <16 x i8> addrspace(1)*, <2 x i64> addrspace(1)*, <4 x i64> addrspace(1)*, i32 addrspace(1)*, i32)* @int_vectors, !"kernel", i32 1}
!1 = !{void (<4 x float> addrspace(1)*, <2 x double> addrspace(1)*, <3 x float> addrspace(1)*, float addrspace(1)*, float addrspace(1)*)* @float_vectors, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*, i64 addrspace(1)*)* @bitcasts_shared, !"kernel", i32 1}
!3 = !{void (i32 addrspace(1)*, i64 addrspace(1)*)* @bitcasts_shared, !"maxntidx", i32 128}
