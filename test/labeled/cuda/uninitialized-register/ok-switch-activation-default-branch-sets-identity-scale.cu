// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Fused bias + activation epilogue whose activation is picked by a switch on
// a runtime code: every case, and the default (identity), sets both the
// slope and the clamp before the shared use after the switch.
__global__ void bias_act(const float* __restrict__ x, const float* __restrict__ b, float* __restrict__ y, int n,
                         int act) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n) return;
  float slope, hi;
  switch (act) {
    case 0: slope = 0.f; hi = 3.4e38f; break;   // relu
    case 1: slope = 0.01f; hi = 3.4e38f; break; // leaky relu
    case 2: slope = 0.f; hi = 6.f; break;       // relu6
    default: slope = 1.f; hi = 3.4e38f; break;  // identity
  }
  float v = x[i] + b[i & 255];
  v = v < 0.f ? v * slope : v;
  y[i] = fminf(v, hi);
}
