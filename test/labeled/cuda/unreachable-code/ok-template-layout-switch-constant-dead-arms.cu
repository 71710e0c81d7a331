// EXPECT: clean
// A conv im2col gather templated on the tensor layout: the switch on the
// template parameter has arms that are dead in every instantiation, which the
// compiler folds away (at -O3) or keeps behind a comparison of a constant
// (at -G); neither leaves code after an unconditional transfer.
enum Layout { NCHW = 0, NHWC = 1, CHWN = 2 };

template <int L>
__device__ __forceinline__ int offset(int n, int c, int h, int w, int N, int C, int H, int W) {
  switch (L) {
  case NCHW:
    return ((n * C + c) * H + h) * W + w;
  case NHWC:
    return ((n * H + h) * W + w) * C + c;
  case CHWN:
    return ((c * H + h) * W + w) * N + n;
  default:
    return -1;
  }
}

template <int L>
__global__ void im2col3x3(const float *x, float *cols, int N, int C, int H, int W) {
  int n = blockIdx.z, c = blockIdx.y;
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= H * W)
    return;
  int h = p / W, w = p % W;
  for (int k = 0; k < 9; ++k) {
    int hh = h + k / 3 - 1, ww = w + k % 3 - 1;
    float v = 0.f;
    if (hh >= 0 && hh < H && ww >= 0 && ww < W)
      v = x[offset<L>(n, c, hh, ww, N, C, H, W)];
    cols[(((size_t)n * C + c) * 9 + k) * H * W + p] = v;
  }
}

template __global__ void im2col3x3<NCHW>(const float *, float *, int, int, int, int);
template __global__ void im2col3x3<NHWC>(const float *, float *, int, int, int, int);
