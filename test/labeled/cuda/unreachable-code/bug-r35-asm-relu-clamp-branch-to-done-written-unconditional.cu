// EXPECT: unreachable-code
// ARCHS: sm_80 sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: fused bias + leaky-ReLU epilogue with the activation in inline PTX.
// The skip over the negative-slope path was meant to be `@p bra DONE` (taken
// for positive inputs), but the predicate was dropped in a refactor and the
// branch is `bra.uni DONE`: the multiply by the slope is never reached.
__global__ void __launch_bounds__(128)
    bias_leaky_relu(const float *__restrict__ x, const float *__restrict__ bias, float *__restrict__ y, float slope,
                    int n) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  const float v = x[i] + bias[i % n];
  float r;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "mov.f32 %0, %1;\n\t"
               "setp.gt.f32 p, %1, 0f00000000;\n\t"
               "bra.uni DONE;\n\t"
               "mul.f32 %0, %1, %2;\n\t"
               "DONE:\n\t}"
               : "=f"(r)
               : "f"(v), "f"(slope));
  y[i] = r;
}
