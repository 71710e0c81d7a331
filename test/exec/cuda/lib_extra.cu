// More cooperative groups and CUB over 64-bit types, and printf with many
// conversions, compiled by nvcc (library-heavy round); lib_extra.py.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cub/cub.cuh>
#include <cstdio>
namespace cg = cooperative_groups;

// 12 ints per thread.
extern "C" __global__ void cgx(const int *in, int *out, int *acc) {
  cg::thread_block b = cg::this_thread_block();
  int x = in[b.group_index().x * b.size() + b.thread_rank()];
  int *o = out + 12 * (blockIdx.x * blockDim.x + threadIdx.x);
  cg::thread_group g8 = cg::tiled_partition(b, 8); // dynamic tile
  o[0] = g8.thread_rank() * 100 + g8.size();
  g8.sync();
  auto t16 = cg::tiled_partition<16>(b);
  o[1] = cg::reduce(t16, x, cg::bit_and<int>());
  o[2] = cg::reduce(t16, x, cg::bit_or<int>());
  o[3] = cg::reduce(t16, x, cg::less<int>());
  o[4] = cg::reduce(t16, x, cg::bit_xor<int>());
  auto t32 = cg::tiled_partition<32>(b);
  o[5] = cg::invoke_one_broadcast(t32, [&]() { return x * 3; });
  long long wide = (long long)x << 33;
  o[6] = (int)(cg::reduce(t32, wide, cg::plus<long long>()) >> 33);
  double dv = x * 0.5;
  o[7] = (int)(cg::inclusive_scan(t32, dv, cg::plus<double>()) * 2);
  o[8] = __shfl_up_sync(0xffffffff, x, 3, 8);
  o[9] = __shfl_sync(0xffffffff, x, 5, 16);
  o[10] = __shfl_xor_sync(0xffffffff, x, 9, 32);
  o[11] = b.thread_index().x + 100 * b.dim_threads().x + 10000 * b.num_threads();
  cuda::atomic_ref<int, cuda::thread_scope_device> a(acc[0]);
  cg::reduce_update_async(t32, a, x, cg::plus<int>());
  cuda::atomic_ref<int, cuda::thread_scope_device> m(acc[1]);
  cg::reduce_update_async(t32, m, x, cg::greater<int>());
  cg::reduce_store_async(t32, acc + 2 + blockIdx.x * 4 + t32.meta_group_rank(), x, cg::plus<int>());
}

// CUB over long long and double (integer-valued, exact), 4 values per thread.
extern "C" __global__ void cub64(const int *in, long long *out, double *dout) {
  using WR = cub::WarpReduce<long long>;
  using BS = cub::BlockScan<double, 128>;
  using BR = cub::BlockReduce<unsigned long long, 128>;
  __shared__ typename WR::TempStorage wr[4];
  __shared__ typename BS::TempStorage bs;
  __shared__ typename BR::TempStorage br;
  int t = threadIdx.x, i = blockIdx.x * 128 + t;
  long long v = (long long)in[i] * 1000003LL * 4096;
  long long s = WR(wr[t / 32]).Sum(v);
  out[2 * i] = t % 32 == 0 ? s : 0;
  double d = in[i] * 0.25, r;
  BS(bs).ExclusiveSum(d, r);
  dout[i] = r;
  unsigned long long u = (unsigned long long)(unsigned)in[i] << 31;
  unsigned long long mx = BR(br).Reduce(u, cuda::maximum<>());
  out[2 * i + 1] = t == 0 ? (long long)mx : 0;
}

extern "C" __global__ void pf(const int *in, const double *din) {
  int t = threadIdx.x;
  int x = in[t];
  double d = din[t];
  printf("%d|%5d|%-5d|%+d|%05d|%x|%X|%#x|%o|%u|%ld|%lld|%hd|%hhd|%c|%%\n", x, x, x, x, x, x, x, x,
         x & 0777, (unsigned)x, (long)x * 100000, (long long)x * -3000000000LL, (short)x,
         (signed char)x, 'a' + (t % 26));
  printf("%f|%.2f|%10.3f|%-10.1f|%e|%.3E|%g|%G|%.10g|%s|%10s|%-6s|%.2s|\n", d, d, d, d, d, d, d,
         d * 1e-7, d, t % 2 ? "odd" : "even", "right", "left", "truncated");
}
