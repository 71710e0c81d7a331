; ll_calls_control.ll - ptxlint real-PTX corpus (LLVM 14 NVPTX back end)
;
; Covers calls and control flow as emitted by llc (the call sequences use
; nested "{ }" blocks with .param declarations, "call.uni (retval0), f,
; (param0, param1);", "ld.param.b32 %r, [retval0+0];", prototype labels
; "prototype_N : .callprototype ..." for indirect calls):
;   * internal .func definitions with i1/i8/i16/i32/i64/float/double/half,
;     <2 x float>, <4 x i32> and aggregate (struct) arguments and returns,
;     byval struct arguments (copied through .param .align N .b8 x[K])
;   * recursion (factorial, mutual even/odd), noinline helpers
;   * indirect calls through a function pointer chosen with select and
;     loaded from a global table (.callprototype)
;   * vprintf with a stack-allocated argument buffer (%SP / __local_depot),
;     malloc / free
;   * switch with many cases, nested loops with phi nodes, select chains,
;     unreachable, llvm.trap
;   * external function declarations (.extern .func) for vprintf/malloc/free
; corpus-llc-32bit

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, double }
%struct.Big = type { [8 x i32], float, i8 }

@fmt = private unnamed_addr addrspace(1) constant [26 x i8] c"tid=%d value=%f big=%lld\0A\00", align 1
@fn_table = internal addrspace(1) global [3 x i32 (i32)*] [i32 (i32)* @twice, i32 (i32)* @square, i32 (i32)* @negate], align 8

define internal i32 @twice(i32 %x) #0 {
  %r = shl i32 %x, 1
  ret i32 %r
}

define internal i32 @square(i32 %x) #0 {
  %r = mul i32 %x, %x
  ret i32 %r
}

define internal i32 @negate(i32 %x) #0 {
  %r = sub i32 0, %x
  ret i32 %r
}

define internal i64 @mixed_args(i1 %b, i8 %c, i16 %s, i32 %i, i64 %l, float %f, double %d, half %h) #0 {
  %bz = zext i1 %b to i64
  %cz = sext i8 %c to i64
  %sz = zext i16 %s to i64
  %iz = sext i32 %i to i64
  %fz = fptosi float %f to i64
  %dz = fptosi double %d to i64
  %hf = fpext half %h to float
  %hz = fptosi float %hf to i64
  %a0 = add i64 %bz, %cz
  %a1 = add i64 %a0, %sz
  %a2 = add i64 %a1, %iz
  %a3 = add i64 %a2, %l
  %a4 = add i64 %a3, %fz
  %a5 = add i64 %a4, %dz
  %a6 = add i64 %a5, %hz
  ret i64 %a6
}

define internal <2 x float> @vec_args(<2 x float> %a, <4 x i32> %b) #0 {
  %b0 = extractelement <4 x i32> %b, i32 0
  %b3 = extractelement <4 x i32> %b, i32 3
  %f0 = sitofp i32 %b0 to float
  %f3 = sitofp i32 %b3 to float
  %v0 = insertelement <2 x float> undef, float %f0, i32 0
  %v1 = insertelement <2 x float> %v0, float %f3, i32 1
  %r = fadd <2 x float> %a, %v1
  ret <2 x float> %r
}

define internal %struct.Pair @make_pair(i32 %a, double %b) #0 {
  %p0 = insertvalue %struct.Pair undef, i32 %a, 0
  %p1 = insertvalue %struct.Pair %p0, double %b, 1
  ret %struct.Pair %p1
}

define internal float @sum_big(%struct.Big* byval(%struct.Big) align 4 %big) #0 {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %p = getelementptr inbounds %struct.Big, %struct.Big* %big, i32 0, i32 0, i32 %k
  %v = load i32, i32* %p, align 4
  %acc1 = add i32 %acc, %v
  %k1 = add nuw nsw i32 %k, 1
  %done = icmp eq i32 %k1, 8
  br i1 %done, label %exit, label %loop

exit:
  %pf = getelementptr inbounds %struct.Big, %struct.Big* %big, i32 0, i32 1
  %f = load float, float* %pf, align 4
  %af = sitofp i32 %acc1 to float
  %r = fadd float %af, %f
  ret float %r
}

define internal i64 @factorial(i32 %n) #0 {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %base, label %rec

base:
  ret i64 1

rec:
  %n1 = sub i32 %n, 1
  %f = call i64 @factorial(i32 %n1)
  %nz = sext i32 %n to i64
  %r = mul i64 %f, %nz
  ret i64 %r
}

define internal i1 @is_even(i32 %n) #0 {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %rec
yes:
  ret i1 true
rec:
  %m = sub i32 %n, 1
  %r = call i1 @is_odd(i32 %m)
  ret i1 %r
}

define internal i1 @is_odd(i32 %n) #0 {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %no, label %rec
no:
  ret i1 false
rec:
  %m = sub i32 %n, 1
  %r = call i1 @is_even(i32 %m)
  ret i1 %r
}

define void @calls(i32 addrspace(1)* %out, double addrspace(1)* %dout, i32 %sel) {
entry:
  %big = alloca %struct.Big, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c8 = trunc i32 %tid to i8
  %s16 = trunc i32 %sel to i16
  %tl = zext i32 %tid to i64
  %tf = sitofp i32 %tid to float
  %td = sitofp i32 %tid to double
  %th = fptrunc float %tf to half
  %odd = trunc i32 %tid to i1
  %m = call i64 @mixed_args(i1 %odd, i8 %c8, i16 %s16, i32 %sel, i64 %tl, float %tf, double %td, half %th)
  %va = insertelement <2 x float> <float 1.0, float 2.0>, float %tf, i32 1
  %vb = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %sel, i32 2
  %vr = call <2 x float> @vec_args(<2 x float> %va, <4 x i32> %vb)
  %v0 = extractelement <2 x float> %vr, i32 0
  %pr = call %struct.Pair @make_pair(i32 %tid, double %td)
  %pa = extractvalue %struct.Pair %pr, 0
  %pb = extractvalue %struct.Pair %pr, 1
  ; fill the byval struct
  %b0 = getelementptr inbounds %struct.Big, %struct.Big* %big, i32 0, i32 0, i32 0
  store i32 %tid, i32* %b0, align 4
  %b7 = getelementptr inbounds %struct.Big, %struct.Big* %big, i32 0, i32 0, i32 7
  store i32 %sel, i32* %b7, align 4
  %bf = getelementptr inbounds %struct.Big, %struct.Big* %big, i32 0, i32 1
  store float %tf, float* %bf, align 4
  %sb = call float @sum_big(%struct.Big* byval(%struct.Big) align 4 %big)
  %n = and i32 %tid, 15
  %fact = call i64 @factorial(i32 %n)
  %ev = call i1 @is_even(i32 %n)
  ; indirect calls: select between two functions, then a table lookup
  %odd2 = icmp ne i1 %odd, false
  %fp = select i1 %odd2, i32 (i32)* @twice, i32 (i32)* @square
  %ic = call i32 %fp(i32 %sel)
  %ti = urem i32 %sel, 3
  %slot = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*] addrspace(1)* @fn_table, i32 0, i32 %ti
  %fp2 = load i32 (i32)*, i32 (i32)* addrspace(1)* %slot, align 8
  %ic2 = call i32 %fp2(i32 %tid)
  ; combine
  %mt = trunc i64 %m to i32
  %ft = trunc i64 %fact to i32
  %evi = zext i1 %ev to i32
  %vi = fptosi float %v0 to i32
  %sbi = fptosi float %sb to i32
  %r0 = add i32 %mt, %ft
  %r1 = add i32 %r0, %evi
  %r2 = add i32 %r1, %vi
  %r3 = add i32 %r2, %sbi
  %r4 = add i32 %r3, %ic
  %r5 = add i32 %r4, %ic2
  %r6 = add i32 %r5, %pa
  %po = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %r6, i32 addrspace(1)* %po, align 4
  %pd = getelementptr double, double addrspace(1)* %dout, i32 %tid
  store double %pb, double addrspace(1)* %pd, align 8
  ret void
}

; printf through vprintf with a packed argument buffer; malloc/free.
define void @printf_heap(float addrspace(1)* %in, i64 %big) {
entry:
  %args = alloca { i32, double, i64 }, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, float addrspace(1)* %in, i32 %tid
  %v = load float, float addrspace(1)* %p, align 4
  %vd = fpext float %v to double
  %a0 = getelementptr inbounds { i32, double, i64 }, { i32, double, i64 }* %args, i32 0, i32 0
  store i32 %tid, i32* %a0, align 8
  %a1 = getelementptr inbounds { i32, double, i64 }, { i32, double, i64 }* %args, i32 0, i32 1
  store double %vd, double* %a1, align 8
  %a2 = getelementptr inbounds { i32, double, i64 }, { i32, double, i64 }* %args, i32 0, i32 2
  store i64 %big, i64* %a2, align 8
  %fmtp = getelementptr inbounds [26 x i8], [26 x i8] addrspace(1)* @fmt, i32 0, i32 0
  %fmtg = addrspacecast i8 addrspace(1)* %fmtp to i8*
  %argp = bitcast { i32, double, i64 }* %args to i8*
  %rc = call i32 @vprintf(i8* %fmtg, i8* %argp)
  %mem = call i8* @malloc(i64 64)
  %isnull = icmp eq i8* %mem, null
  br i1 %isnull, label %done, label %use

use:
  %mf = bitcast i8* %mem to float*
  store float %v, float* %mf, align 4
  %mf2 = getelementptr float, float* %mf, i32 15
  store float %v, float* %mf2, align 4
  %back = load float, float* %mf, align 4
  store float %back, float addrspace(1)* %p, align 4
  call void @free(i8* %mem)
  br label %done

done:
  ret void
}

; Control flow: switch, nested loops, select chains, trap on a bad input.
define void @control(i32 addrspace(1)* %data, i32 %n, i32 %mode) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bad = icmp slt i32 %n, 0
  br i1 %bad, label %trap, label %sw

trap:
  call void @llvm.trap()
  unreachable

sw:
  switch i32 %mode, label %default [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c2
    i32 3, label %c3
    i32 5, label %c5
    i32 8, label %c8
    i32 13, label %c13
    i32 100, label %c100
  ]

c0:
  br label %merge
c1:
  %x1 = add i32 %tid, 1
  br label %merge
c2:
  %x2 = mul i32 %tid, 3
  br label %merge
c3:
  %x3 = xor i32 %tid, 255
  br label %merge
c5:
  %x5 = shl i32 %tid, 5
  br label %merge
c8:
  %x8 = lshr i32 %n, 3
  br label %merge
c13:
  %x13 = sdiv i32 %n, 13
  br label %merge
c100:
  %x100 = urem i32 %n, 100
  br label %merge
default:
  br label %merge

merge:
  %sel = phi i32 [ 0, %c0 ], [ %x1, %c1 ], [ %x2, %c2 ], [ %x3, %c3 ], [ %x5, %c5 ], [ %x8, %c8 ], [ %x13, %c13 ], [ %x100, %c100 ], [ -1, %default ]
  br label %outer

outer:
  %i = phi i32 [ 0, %merge ], [ %i1, %outer_latch ]
  %acc = phi i32 [ %sel, %merge ], [ %acc2, %outer_latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %acc1 = phi i32 [ %acc, %outer ], [ %accn, %inner ]
  %ij = mul i32 %i, %j
  %cmp = icmp sgt i32 %ij, %acc1
  %mx = select i1 %cmp, i32 %ij, i32 %acc1
  %neg = icmp slt i32 %mx, 0
  %accn = select i1 %neg, i32 0, i32 %mx
  %j1 = add nuw nsw i32 %j, 1
  %jdone = icmp eq i32 %j1, 4
  br i1 %jdone, label %outer_latch, label %inner

outer_latch:
  %acc2 = add i32 %accn, %i
  %i1 = add nuw nsw i32 %i, 1
  %idone = icmp sge i32 %i1, %n
  br i1 %idone, label %exit, label %outer

exit:
  %p = getelementptr i32, i32 addrspace(1)* %data, i32 %tid
  store i32 %acc2, i32 addrspace(1)* %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @vprintf(i8*, i8*)
declare i8* @malloc(i64)
declare void @free(i8*)
declare void @llvm.trap()

attributes #0 = { noinline }

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (i32 addrspace(1)*, double addrspace(1)*, i32)* @calls, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i64)* @printf_heap, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*, i32, i32)* @control, !"kernel", i32 1}
