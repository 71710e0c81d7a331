; ll_address_spaces.ll - ptxlint real-PTX corpus (LLVM 14 NVPTX back end)
;
; Covers loads and stores in every NVPTX address space and the module-level
; variables the LLVM back end emits (its PTX style differs from nvcc's:
; ".visible .global", "// %bb.0:" comments, "$L__BB" labels, "%SP"/"%SPL"
; stack registers, .local .align depot arrays, "__local_depot" names):
;   * addrspace(1) global: scalars of every width, vectors <2 x double> and
;     <4 x float>, volatile accesses, initialized arrays, pointers to other
;     globals (generic(...) initializers), half and struct initializers
;   * addrspace(3) shared: static arrays, external (dynamic) shared memory
;   * addrspace(4) constant: initialized tables
;   * addrspace(5) local: allocas accessed through an explicit cast
;     (ld.local / st.local) and dynamically indexed
;   * generic pointers: addrspacecast (cvta / cvta.to), generic loads
;   * llvm.memcpy / llvm.memset between spaces
;   * nvvm.annotations: kernel, maxntidx/y/z, reqntidx/y, minctasm, maxnreg
; corpus-llc-32bit

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Particle = type { <4 x float>, i32, i16, i8 }

@g_counter = addrspace(1) global i32 0, align 4
@g_table = addrspace(1) global [8 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34], align 4
@g_ptr = addrspace(1) global i32* addrspacecast ([8 x i32] addrspace(1)* @g_table to i32*), align 8
@g_ptr_glob = addrspace(1) global i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g_table, i32 0, i32 3), align 8
@g_ptr_table = addrspace(1) global [2 x float addrspace(4)*] [float addrspace(4)* getelementptr inbounds ([4 x float], [4 x float] addrspace(4)* @c_coeffs, i32 0, i32 1), float addrspace(4)* null], align 8
@g_half = addrspace(1) global half 0xH3C00, align 2
@g_vec = addrspace(1) global <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, align 16
@g_particle = addrspace(1) global %struct.Particle { <4 x float> <float 0.5, float 0.25, float 0.125, float 0.0625>, i32 7, i16 -2, i8 9 }, align 16
@g_doubles = addrspace(1) global [3 x double] [double 1.5, double -2.0e-300, double 0x7FF0000000000000], align 8
@g_i64 = addrspace(1) global i64 -81985529216486896, align 8
@g_bytes = addrspace(1) global [5 x i8] c"ptx\00\FF", align 1
@g_internal = internal addrspace(1) global i16 513, align 2
@c_coeffs = addrspace(4) constant [4 x float] [float 1.0, float 0.5, float 0.25, float 0.125], align 4
@c_mask = addrspace(4) constant i64 281474976710655, align 8
@s_tile = internal addrspace(3) global [256 x float] undef, align 4
@s_pair = internal addrspace(3) global [64 x <2 x i32>] undef, align 8
@s_dyn = external addrspace(3) global [0 x i8], align 16

; One thread per element: exercise every space with loads and stores.
define void @ld_st_spaces(float addrspace(1)* %out, float addrspace(1)* %in, i32 %n) {
entry:
  %local = alloca [16 x float], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %ctaid, %ntid
  %gid = add i32 %base, %tid
  %inb = icmp slt i32 %gid, %n
  br i1 %inb, label %body, label %exit

body:
  ; global load
  %pin = getelementptr inbounds float, float addrspace(1)* %in, i32 %gid
  %v = load float, float addrspace(1)* %pin, align 4
  ; shared store / barrier / load
  %tidm = and i32 %tid, 255
  %ps = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @s_tile, i32 0, i32 %tidm
  store float %v, float addrspace(3)* %ps, align 4
  call void @llvm.nvvm.barrier0()
  %rev = sub i32 255, %tidm
  %ps2 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @s_tile, i32 0, i32 %rev
  %sv = load float, float addrspace(3)* %ps2, align 4
  ; constant load
  %ci = and i32 %tid, 3
  %pc = getelementptr inbounds [4 x float], [4 x float] addrspace(4)* @c_coeffs, i32 0, i32 %ci
  %cv = load float, float addrspace(4)* %pc, align 4
  ; local memory through an explicit addrspace(5) pointer, dynamic index
  %lp0 = getelementptr inbounds [16 x float], [16 x float]* %local, i32 0, i32 0
  %lp5 = addrspacecast float* %lp0 to float addrspace(5)*
  br label %fill

fill:
  %k = phi i32 [ 0, %body ], [ %k.next, %fill ]
  %kf = sitofp i32 %k to float
  %pk = getelementptr inbounds float, float addrspace(5)* %lp5, i32 %k
  store float %kf, float addrspace(5)* %pk, align 4
  %k.next = add nuw nsw i32 %k, 1
  %done = icmp eq i32 %k.next, 16
  br i1 %done, label %use, label %fill

use:
  %li = and i32 %gid, 15
  %pl = getelementptr inbounds float, float addrspace(5)* %lp5, i32 %li
  %lv = load float, float addrspace(5)* %pl, align 4
  ; generic pointer obtained from a global one
  %gp = addrspacecast float addrspace(1)* %pin to float*
  %gv = load float, float* %gp, align 4
  ; volatile global counter and a pointer loaded from memory
  %cnt = load volatile i32, i32 addrspace(1)* @g_counter, align 4
  %cnt1 = add i32 %cnt, 1
  store volatile i32 %cnt1, i32 addrspace(1)* @g_counter, align 4
  %pp = load i32*, i32* addrspace(1)* @g_ptr, align 8
  %pv = load i32, i32* %pp, align 4
  %pg = load i32 addrspace(1)*, i32 addrspace(1)* addrspace(1)* @g_ptr_glob, align 8
  %pgv = load i32, i32 addrspace(1)* %pg, align 4
  %pvs = add i32 %pv, %pgv
  %pcp = getelementptr inbounds [2 x float addrspace(4)*], [2 x float addrspace(4)*] addrspace(1)* @g_ptr_table, i32 0, i32 0
  %pc1 = load float addrspace(4)*, float addrspace(4)* addrspace(1)* %pcp, align 8
  %c1 = load float, float addrspace(4)* %pc1, align 4
  %pvf0 = sitofp i32 %pvs to float
  %pvf = fadd float %pvf0, %c1
  ; half global
  %h = load half, half addrspace(1)* @g_half, align 2
  %hf = fpext half %h to float
  ; sum everything
  %s1 = fadd float %v, %sv
  %s2 = fadd float %s1, %cv
  %s3 = fadd float %s2, %lv
  %s4 = fadd float %s3, %gv
  %s5 = fadd float %s4, %pvf
  %s6 = fadd float %s5, %hf
  %pout = getelementptr inbounds float, float addrspace(1)* %out, i32 %gid
  store float %s6, float addrspace(1)* %pout, align 4
  br label %exit

exit:
  ret void
}

; Integer widths and vector types in global memory.
define void @widths_and_vectors(i8 addrspace(1)* %b, i16 addrspace(1)* %s, i64 addrspace(1)* %l,
                                <4 x float> addrspace(1)* %v4, <2 x double> addrspace(1)* %d2,
                                <4 x i32> addrspace(1)* %i4) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pb = getelementptr inbounds i8, i8 addrspace(1)* %b, i32 %tid
  %bv = load i8, i8 addrspace(1)* %pb, align 1
  %bx = xor i8 %bv, -1
  store i8 %bx, i8 addrspace(1)* %pb, align 1
  %ps = getelementptr inbounds i16, i16 addrspace(1)* %s, i32 %tid
  %sv = load i16, i16 addrspace(1)* %ps, align 2
  %sext = sext i16 %sv to i64
  %pl = getelementptr inbounds i64, i64 addrspace(1)* %l, i32 %tid
  %lv = load i64, i64 addrspace(1)* %pl, align 8
  %mask = load i64, i64 addrspace(4)* @c_mask, align 8
  %lm = and i64 %lv, %mask
  %ls = add i64 %lm, %sext
  store i64 %ls, i64 addrspace(1)* %pl, align 8
  %pv4 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %v4, i32 %tid
  %vv = load <4 x float>, <4 x float> addrspace(1)* %pv4, align 16
  %gvec = load <4 x float>, <4 x float> addrspace(1)* @g_vec, align 16
  %vs = fmul <4 x float> %vv, %gvec
  store <4 x float> %vs, <4 x float> addrspace(1)* %pv4, align 16
  %pd2 = getelementptr inbounds <2 x double>, <2 x double> addrspace(1)* %d2, i32 %tid
  %dv = load <2 x double>, <2 x double> addrspace(1)* %pd2, align 16
  %dsw = shufflevector <2 x double> %dv, <2 x double> undef, <2 x i32> <i32 1, i32 0>
  store <2 x double> %dsw, <2 x double> addrspace(1)* %pd2, align 16
  %pi4 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %i4, i32 %tid
  %iv = load <4 x i32>, <4 x i32> addrspace(1)* %pi4, align 16
  %ia = add <4 x i32> %iv, <i32 1, i32 -1, i32 2, i32 -2>
  store <4 x i32> %ia, <4 x i32> addrspace(1)* %pi4, align 16
  ret void
}

; Shared-memory vectors and dynamic shared memory.
define void @shared_vectors(<2 x i32> addrspace(1)* %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = and i32 %tid, 63
  %p = getelementptr inbounds [64 x <2 x i32>], [64 x <2 x i32>] addrspace(3)* @s_pair, i32 0, i32 %t
  %a = insertelement <2 x i32> undef, i32 %tid, i32 0
  %b = insertelement <2 x i32> %a, i32 %n, i32 1
  store <2 x i32> %b, <2 x i32> addrspace(3)* %p, align 8
  %dynb = getelementptr inbounds [0 x i8], [0 x i8] addrspace(3)* @s_dyn, i32 0, i32 0
  %dyn = bitcast i8 addrspace(3)* %dynb to i32 addrspace(3)*
  %pd = getelementptr inbounds i32, i32 addrspace(3)* %dyn, i32 %tid
  store i32 %n, i32 addrspace(3)* %pd, align 4
  call void @llvm.nvvm.barrier0()
  %r = sub i32 63, %t
  %q = getelementptr inbounds [64 x <2 x i32>], [64 x <2 x i32>] addrspace(3)* @s_pair, i32 0, i32 %r
  %v = load <2 x i32>, <2 x i32> addrspace(3)* %q, align 8
  %dv = load i32, i32 addrspace(3)* %pd, align 4
  %dvv = insertelement <2 x i32> zeroinitializer, i32 %dv, i32 1
  %sum = add <2 x i32> %v, %dvv
  %po = getelementptr inbounds <2 x i32>, <2 x i32> addrspace(1)* %out, i32 %tid
  store <2 x i32> %sum, <2 x i32> addrspace(1)* %po, align 8
  ret void
}

; memcpy / memset between spaces, struct globals, generic <-> specific casts.
define void @copies(%struct.Particle addrspace(1)* %dst, i8 addrspace(3)* %scratch_unused, i32 %n) {
entry:
  %tmp = alloca %struct.Particle, align 16
  %tmp8 = bitcast %struct.Particle* %tmp to i8*
  %src8 = bitcast %struct.Particle addrspace(1)* @g_particle to i8 addrspace(1)*
  call void @llvm.memcpy.p0i8.p1i8.i64(i8* align 16 %tmp8, i8 addrspace(1)* align 16 %src8, i64 32, i1 false)
  %fld = getelementptr inbounds %struct.Particle, %struct.Particle* %tmp, i32 0, i32 1
  %old = load i32, i32* %fld, align 16
  %new = add i32 %old, %n
  store i32 %new, i32* %fld, align 16
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pdst = getelementptr inbounds %struct.Particle, %struct.Particle addrspace(1)* %dst, i32 %tid
  %dst8 = bitcast %struct.Particle addrspace(1)* %pdst to i8 addrspace(1)*
  call void @llvm.memcpy.p1i8.p0i8.i64(i8 addrspace(1)* align 16 %dst8, i8* align 16 %tmp8, i64 32, i1 false)
  %sh = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @s_tile, i32 0, i32 0
  %sh8 = bitcast float addrspace(3)* %sh to i8 addrspace(3)*
  call void @llvm.memset.p3i8.i32(i8 addrspace(3)* align 4 %sh8, i8 0, i32 1024, i1 false)
  %gen = addrspacecast i8 addrspace(3)* %sh8 to i8*
  %back = addrspacecast i8* %gen to i8 addrspace(3)*
  store i8 7, i8 addrspace(3)* %back, align 1
  %bytes = getelementptr inbounds [5 x i8], [5 x i8] addrspace(1)* @g_bytes, i32 0, i32 4
  %bv = load i8, i8 addrspace(1)* %bytes, align 1
  %iv = load i16, i16 addrspace(1)* @g_internal, align 2
  %dv = getelementptr inbounds [3 x double], [3 x double] addrspace(1)* @g_doubles, i32 0, i32 2
  %d = load double, double addrspace(1)* %dv, align 8
  %l = load i64, i64 addrspace(1)* @g_i64, align 8
  %bz = zext i8 %bv to i64
  %iz = sext i16 %iv to i64
  %di = fptosi double %d to i64
  %s1 = add i64 %l, %bz
  %s2 = add i64 %s1, %iz
  %s3 = add i64 %s2, %di
  store i64 %s3, i64 addrspace(1)* @g_i64, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.memcpy.p0i8.p1i8.i64(i8* noalias nocapture writeonly, i8 addrspace(1)* noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memcpy.p1i8.p0i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p3i8.i32(i8 addrspace(3)* nocapture writeonly, i8, i32, i1 immarg)

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!0 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @ld_st_spaces, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @ld_st_spaces, !"maxntidx", i32 256}
!2 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @ld_st_spaces, !"minctasm", i32 2}
!3 = !{void (i8 addrspace(1)*, i16 addrspace(1)*, i64 addrspace(1)*, <4 x float> addrspace(1)*, <2 x double> addrspace(1)*, <4 x i32> addrspace(1)*)* @widths_and_vectors, !"kernel", i32 1}
!4 = !{void (<2 x i32> addrspace(1)*, i32)* @shared_vectors, !"kernel", i32 1}
!5 = !{void (<2 x i32> addrspace(1)*, i32)* @shared_vectors, !"reqntidx", i32 64}
!6 = !{void (<2 x i32> addrspace(1)*, i32)* @shared_vectors, !"reqntidy", i32 2}
!7 = !{void (%struct.Particle addrspace(1)*, i8 addrspace(3)*, i32)* @copies, !"kernel", i32 1}
!8 = !{void (%struct.Particle addrspace(1)*, i8 addrspace(3)*, i32)* @copies, !"maxnreg", i32 48}
!9 = !{void (i8 addrspace(1)*, i16 addrspace(1)*, i64 addrspace(1)*, <4 x float> addrspace(1)*, <2 x double> addrspace(1)*, <4 x i32> addrspace(1)*)* @widths_and_vectors, !"maxntidy", i32 4}
