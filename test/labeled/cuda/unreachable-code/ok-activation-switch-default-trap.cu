// EXPECT: clean
// Fused bias + activation with the activation chosen at run time: the
// switch's default traps on an unknown code, and the store after the switch
// is reached from every other case.
enum Act { kIdentity = 0, kRelu = 1, kGelu = 2, kSilu = 3, kTanh = 4, kSigmoid = 5 };
__global__ void bias_act(const float *x, const float *b, float *y, int n, int cols, int act) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i] + b[i % cols];
  switch (act) {
  case kIdentity: break;
  case kRelu: v = fmaxf(v, 0.f); break;
  case kGelu: v = 0.5f * v * (1.f + erff(v * 0.70710678f)); break;
  case kSilu: v = v / (1.f + __expf(-v)); break;
  case kTanh: v = tanhf(v); break;
  case kSigmoid: v = 1.f / (1.f + __expf(-v)); break;
  default: __trap();
  }
  y[i] = v;
}
