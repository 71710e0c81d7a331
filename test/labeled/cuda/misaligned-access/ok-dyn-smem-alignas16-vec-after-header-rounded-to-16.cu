// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Dynamic shared memory carved into a 12-byte header and an array of
// alignas(16) vectors placed at the header's size rounded up to 16: every
// vector access is 16-byte aligned.
struct Hdr { int tile, rows, cols; };
struct alignas(16) Vec4 { float x, y, z, w; };
__global__ void __launch_bounds__(128) carve_hdr_vec(const Vec4 *in, Vec4 *out) {
  extern __shared__ __align__(16) char smem[];
  Hdr *h = reinterpret_cast<Hdr *>(smem);
  constexpr size_t off = (sizeof(Hdr) + alignof(Vec4) - 1) & ~(alignof(Vec4) - 1);
  Vec4 *v = reinterpret_cast<Vec4 *>(smem + off);
  if (threadIdx.x == 0)
    *h = Hdr{(int)blockIdx.x, 1, 128};
  v[threadIdx.x] = in[blockIdx.x * 128 + threadIdx.x];
  __syncthreads();
  Vec4 a = v[(threadIdx.x + h->rows) & 127];
  out[blockIdx.x * 128 + threadIdx.x] = a;
}
