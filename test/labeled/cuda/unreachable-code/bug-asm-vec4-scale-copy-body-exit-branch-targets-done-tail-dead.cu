// EXPECT: unreachable-code
// BUG: a grid-stride scaled copy written as inline PTX with a float4 body and
// a scalar tail for the last n % 4 floats. The body's exit test branches to
// `$Lcopy_done` instead of `$Ltail1`: nothing else branches to the tail (its
// loop only branches to itself), so the whole tail loop is dead and the last
// one to three floats are never written.

// Scaled copy y = a * x of n floats (x, y 16-byte aligned): a float4 body and a
// scalar tail, one thread's grid-stride share, in inline PTX.
__global__ void __launch_bounds__(256) scale_copy_vec4(const float *__restrict__ x, float *__restrict__ y, float a,
                                                       int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;
  int n4 = n / 4;
  asm volatile("{\n\t"
               ".reg .pred p;\n\t"
               ".reg .s32 i;\n\t"
               ".reg .u64 off, px, py;\n\t"
               ".reg .f32 v0, v1, v2, v3;\n\t"
               "mov.s32 i, %2;\n"
               "$Lvec4:\n\t"
               "setp.ge.s32 p, i, %4;\n\t"
               "@p bra $Lcopy_done;\n\t"
               "mul.wide.s32 off, i, 16;\n\t"
               "add.u64 px, %0, off;\n\t"
               "add.u64 py, %1, off;\n\t"
               "ld.global.nc.v4.f32 {v0, v1, v2, v3}, [px];\n\t"
               "mul.f32 v0, v0, %6;\n\t"
               "mul.f32 v1, v1, %6;\n\t"
               "mul.f32 v2, v2, %6;\n\t"
               "mul.f32 v3, v3, %6;\n\t"
               "st.global.v4.f32 [py], {v0, v1, v2, v3};\n\t"
               "add.s32 i, i, %3;\n\t"
               "bra.uni $Lvec4;\n"
               "$Ltail1:\n\t"
               "shl.b32 i, %4, 2;\n\t"
               "add.s32 i, i, %2;\n"
               "$Ltail1_loop:\n\t"
               "setp.ge.s32 p, i, %5;\n\t"
               "@p bra $Lcopy_done;\n\t"
               "mul.wide.s32 off, i, 4;\n\t"
               "add.u64 px, %0, off;\n\t"
               "add.u64 py, %1, off;\n\t"
               "ld.global.nc.f32 v0, [px];\n\t"
               "mul.f32 v0, v0, %6;\n\t"
               "st.global.f32 [py], v0;\n\t"
               "add.s32 i, i, %3;\n\t"
               "bra.uni $Ltail1_loop;\n"
               "$Lcopy_done:\n\t"
               "}"
               ::"l"(x), "l"(y), "r"(tid), "r"(stride), "r"(n4), "r"(n), "f"(a) : "memory");
}
