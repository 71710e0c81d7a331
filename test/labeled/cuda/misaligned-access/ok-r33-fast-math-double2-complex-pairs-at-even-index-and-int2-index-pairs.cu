// EXPECT: clean
// ARCHS: sm_120 sm_90
// MODES: O3 G
// NVCC-ARGS: --use_fast_math
// PTXLINT-ARGS: --block-dim=256
// Thrust-like gather of complex doubles by index pairs: indices come as int2
// (element 2i and 2i + 1 of an int array, 8-byte aligned since the offset is
// 8 * i bytes) and each complex value is read as a double2 at
// re_im + 2 * idx (16 * idx bytes from a cudaMalloc'ed base). The phase is
// computed with fast-math sincosf.
__global__ void __launch_bounds__(256)
    gather_rotate(const int *__restrict__ idx, const double *__restrict__ re_im, double *__restrict__ out,
                  const float *__restrict__ theta, int npairs) {
  for (int i = blockIdx.x * 256 + threadIdx.x; i < npairs; i += gridDim.x * 256) {
    const int2 p = reinterpret_cast<const int2 *>(idx)[i];
    const double2 a = *reinterpret_cast<const double2 *>(re_im + 2 * (size_t)p.x);
    const double2 b = *reinterpret_cast<const double2 *>(re_im + 2 * (size_t)p.y);
    float s, c;
    __sincosf(theta[i], &s, &c);
    const double re = a.x * c - a.y * s + b.x, im = a.x * s + a.y * c + b.y;
    *reinterpret_cast<double2 *>(out + 2 * (size_t)i) = make_double2(re, im);
  }
}
