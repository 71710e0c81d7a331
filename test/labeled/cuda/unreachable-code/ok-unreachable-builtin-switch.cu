// EXPECT: clean
// A switch over a two-bit mode whose impossible default is marked with
// __builtin_unreachable(), and an __trap() on a bad header value: the
// compiler drops the impossible paths, and nothing left is unreachable.
__global__ void apply(const int *hdr, const float *x, float *y) {
  if (hdr[0] != 0x50544c) {
    __trap();
  }
  int mode = hdr[1] & 3;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i], r;
  switch (mode) {
  case 0: r = v; break;
  case 1: r = -v; break;
  case 2: r = v * v; break;
  case 3: r = fabsf(v); break;
  default: __builtin_unreachable();
  }
  y[i] = r;
}
