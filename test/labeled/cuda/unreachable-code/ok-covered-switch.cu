// EXPECT: clean
// A switch over a value masked to 0..3 with every case present and
// __builtin_unreachable() as the default.
__global__ void apply(const unsigned *op, const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = in[i], y;
  switch (op[i] & 3) {
  case 0: y = x + 1.f; break;
  case 1: y = x * 2.f; break;
  case 2: y = -x; break;
  case 3: y = x * x; break;
  default: __builtin_unreachable();
  }
  out[i] = y;
}
