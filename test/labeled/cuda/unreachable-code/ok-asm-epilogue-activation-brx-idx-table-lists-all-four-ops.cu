// EXPECT: clean
// OK: the same run-time activation switch of a GEMM epilogue in inline PTX
// (`brx.idx` over `.branchtargets`) with the table complete: none, relu,
// gelu, silu. Every block is a jump target, and each ends in a `bra.uni` to
// the join or falls through to it.
__device__ __forceinline__ float epilogue_act(float x, int op) {
  float y;
  asm("{\n\t"
      ".reg .f32 t;\n\t"
      "$Lact_tab: .branchtargets $Lact_none, $Lact_relu, $Lact_gelu, $Lact_silu;\n\t"
      "brx.idx %2, $Lact_tab;\n\t"
      "$Lact_none:\n\t"
      "mov.f32 %0, %1;\n\t"
      "bra.uni $Lact_done;\n\t"
      "$Lact_relu:\n\t"
      "max.f32 %0, %1, 0f00000000;\n\t"
      "bra.uni $Lact_done;\n\t"
      "$Lact_gelu:\n\t"
      "mul.f32 t, %1, %1;\n\t"
      "fma.rn.f32 t, t, 0f3D122279, 0f3F4C422A;\n\t"
      "mul.f32 t, t, %1;\n\t"
      "tanh.approx.f32 t, t;\n\t"
      "add.f32 t, t, 0f3F800000;\n\t"
      "mul.f32 t, t, %1;\n\t"
      "mul.f32 %0, t, 0f3F000000;\n\t"
      "bra.uni $Lact_done;\n\t"
      "$Lact_silu:\n\t"
      "mul.f32 t, %1, 0fBFB8AA3B;\n\t"
      "ex2.approx.f32 t, t;\n\t"
      "add.f32 t, t, 0f3F800000;\n\t"
      "rcp.approx.f32 t, t;\n\t"
      "mul.f32 %0, %1, t;\n\t"
      "$Lact_done:\n\t"
      "}"
      : "=f"(y)
      : "f"(x), "r"(op));
  return y;
}
__global__ void __launch_bounds__(256) bias_act_epilogue(const float *__restrict__ acc, const float *__restrict__ bias,
                                                         float *__restrict__ out, int M, int N, int op) {
  const int col = blockIdx.x * 256 + threadIdx.x;
  if (col >= N)
    return;
  const float b = bias[col];
  for (int row = blockIdx.y; row < M; row += gridDim.y)
    out[(size_t)row * N + col] = epilogue_act(acc[(size_t)row * N + col] + b, op);
}
